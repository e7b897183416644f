import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { OnboardingSurveyPatch, User } from '@ph/api-contract';
import { ONBOARDING_SURVEY, ONBOARDING_SURVEY_KEYS, type OnboardingSurveyKey } from '@ph/api-contract/onboarding-survey';
import { updateContact } from '@ph/api-client';
import { Button, SelectField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { surveyAnswers, surveyQuestions } from './surveyMessages';

type Answers = Record<OnboardingSurveyKey, string>;

// Indexed by "<key>.<answer>"; an answer the API adds before this table knows it shows its raw value.
const answerMessages: Record<string, MessageDescriptor | undefined> = surveyAnswers;

function answersOf(user: User): Answers {
  const stored: Partial<Record<OnboardingSurveyKey, string>> = user.onboarding_survey;
  return Object.fromEntries(ONBOARDING_SURVEY_KEYS.map((k) => [k, stored[k] ?? ''])) as Answers;
}

/** The onboarding survey of docs/domain.md#what-the-store-keeps: every question optional, "No answer" withdraws one. */
export function SurveySection({ user }: { user: User }) {
  const intl = useIntl();
  const session = useAccountSession();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(user));
  const [errors, setErrors] = useState<Partial<Record<OnboardingSurveyKey, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const answerText = (id: string, value: string) => {
    const message = answerMessages[id];
    return message ? intl.formatMessage(message) : value;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    setErrors({});
    setSaved(false);
    const patch = Object.fromEntries(ONBOARDING_SURVEY_KEYS.map((k) => [k, answers[k] || null])) as OnboardingSurveyPatch;
    try {
      const updated = await updateContact(session.client, user.id, { onboarding_survey: patch });
      session.replaceUser(updated);
      setAnswers(answersOf(updated));
      setSaved(true);
    } catch (err) {
      const d = describeApiError(intl, err);
      const key = d.field?.replace(/^onboarding_survey\./, '') as OnboardingSurveyKey | undefined;
      if (key && ONBOARDING_SURVEY_KEYS.includes(key)) setErrors({ [key]: d.message });
      else setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="acc-survey-title">
      <h2 id="acc-survey-title">
        <FormattedMessage id="account.survey.title" defaultMessage="About your business" />
      </h2>
      <p>
        <FormattedMessage id="account.survey.intro" defaultMessage="Optional: your answers help us suggest the right packaging. You can change them at any time." />
      </p>
      <FormAlert message={alert} />
      {ONBOARDING_SURVEY_KEYS.map((key) => (
        <SelectField
          key={key}
          label={intl.formatMessage(surveyQuestions[key])}
          value={answers[key]}
          placeholder={intl.formatMessage({ id: 'account.survey.unanswered', defaultMessage: 'No answer' })}
          options={ONBOARDING_SURVEY[key].map((value) => ({ value, label: answerText(`${key}.${value}`, value) }))}
          error={errors[key]}
          onChange={(e) => {
            setSaved(false);
            const value = e.target.value;
            setAnswers((old) => ({ ...old, [key]: value }));
          }}
        />
      ))}
      {saved && (
        <p role="status">
          <FormattedMessage id="account.survey.saved" defaultMessage="Your answers are saved." />
        </p>
      )}
      <Button type="submit" busy={busy}>
        <FormattedMessage id="account.survey.save" defaultMessage="Save my answers" />
      </Button>
    </form>
  );
}
