import { LANGUAGE_CODES, REGION_CODES } from '@ph/region-config';
import { LanguageSchema, RegionCodeSchema } from '../src';
import { ONBOARDING_SURVEY, ONBOARDING_SURVEY_KEYS } from '../src/onboardingSurvey';

describe('@ph/api-contract', () => {
  it('takes languages and regions from @ph/region-config', () => {
    for (const lang of LANGUAGE_CODES) expect(LanguageSchema.parse(lang)).toBe(lang);
    for (const region of REGION_CODES) expect(RegionCodeSchema.parse(region)).toBe(region);
    expect(LanguageSchema.safeParse('xx').error?.issues[0]?.message).toBe('Unknown language "xx" of language-tag "xx"');
  });

  it('serves the survey table from a zod-free file', () => {
    expect(ONBOARDING_SURVEY_KEYS).toEqual(Object.keys(ONBOARDING_SURVEY));
  });
});
