// The sender's confirmation in the eleven interface languages, in the register the account e-mails use
// (email/texts.ts): formal address (Sie, vous, usted, Lei, dumneavoastră, u, Państwo), Swedish "du".
import type { LanguageCode } from '@ph/region-config';

interface ConfirmationTexts {
  subject: (n: string) => string;
  thanks: (name: string) => string;
  received: string;
  number: (n: string) => string;
  yourMessage: string;
  helpLink: string;
}

export const CONFIRMATION_TEXTS: Readonly<Record<LanguageCode, ConfirmationTexts>> = {
  en: {
    subject: (n) => `We have received your message (${n})`,
    thanks: (name) => `Thank you for contacting Packhelp, ${name}.`,
    received: 'We have received your message and will reply to this address on working days, usually within one working day.',
    number: (n) => `Your request number is ${n}. Please quote it if you write to us again about this matter.`,
    yourMessage: 'Your message:',
    helpLink: 'Visit the help centre',
  },
  cs: {
    subject: (n) => `Vaši zprávu jsme obdrželi (${n})`,
    thanks: (name) => `${name}, děkujeme, že jste se obrátili na Packhelp.`,
    received: 'Vaši zprávu jsme obdrželi a odpovíme vám na tuto adresu v pracovní dny, obvykle do jednoho pracovního dne.',
    number: (n) => `Číslo vašeho požadavku je ${n}. Uveďte ho prosím, pokud nám budete v této věci psát znovu.`,
    yourMessage: 'Vaše zpráva:',
    helpLink: 'Přejít do centra nápovědy',
  },
  de: {
    subject: (n) => `Wir haben Ihre Nachricht erhalten (${n})`,
    thanks: (name) => `Vielen Dank für Ihre Nachricht an Packhelp, ${name}.`,
    received: 'Wir haben Ihre Anfrage erhalten und antworten Ihnen an Werktagen an diese Adresse, in der Regel innerhalb eines Werktags.',
    number: (n) => `Ihre Anfragenummer lautet ${n}. Bitte geben Sie sie an, wenn Sie uns zu diesem Anliegen erneut schreiben.`,
    yourMessage: 'Ihre Nachricht:',
    helpLink: 'Zum Hilfe-Center',
  },
  es: {
    subject: (n) => `Hemos recibido su mensaje (${n})`,
    thanks: (name) => `Gracias por ponerse en contacto con Packhelp, ${name}.`,
    received: 'Hemos recibido su mensaje y le responderemos a esta dirección en días laborables, normalmente en un plazo de un día laborable.',
    number: (n) => `El número de su solicitud es ${n}. Indíquelo si vuelve a escribirnos sobre este asunto.`,
    yourMessage: 'Su mensaje:',
    helpLink: 'Ir al centro de ayuda',
  },
  fr: {
    subject: (n) => `Nous avons bien reçu votre message (${n})`,
    thanks: (name) => `Merci d’avoir contacté Packhelp, ${name}.`,
    received: 'Nous avons bien reçu votre message et vous répondrons à cette adresse les jours ouvrés, généralement sous un jour ouvré.',
    number: (n) => `Le numéro de votre demande est ${n}. Merci de le rappeler si vous nous écrivez à nouveau à ce sujet.`,
    yourMessage: 'Votre message :',
    helpLink: 'Consulter le centre d’aide',
  },
  it: {
    subject: (n) => `Abbiamo ricevuto il Suo messaggio (${n})`,
    thanks: (name) => `Grazie per aver contattato Packhelp, ${name}.`,
    received: 'Abbiamo ricevuto il Suo messaggio e Le risponderemo a questo indirizzo nei giorni lavorativi, di solito entro un giorno lavorativo.',
    number: (n) => `Il numero della Sua richiesta è ${n}. La preghiamo di indicarlo se ci scrive di nuovo per la stessa questione.`,
    yourMessage: 'Il Suo messaggio:',
    helpLink: 'Vai al centro assistenza',
  },
  pl: {
    subject: (n) => `Otrzymaliśmy Państwa wiadomość (${n})`,
    thanks: (name) => `Dziękujemy za kontakt z Packhelp, ${name}.`,
    received: 'Otrzymaliśmy Państwa wiadomość i odpowiemy na ten adres w dni robocze, zwykle w ciągu jednego dnia roboczego.',
    number: (n) => `Numer Państwa zgłoszenia to ${n}. Prosimy podać go, pisząc do nas ponownie w tej sprawie.`,
    yourMessage: 'Treść wiadomości:',
    helpLink: 'Przejdź do centrum pomocy',
  },
  pt: {
    subject: (n) => `Recebemos a sua mensagem (${n})`,
    thanks: (name) => `Obrigado por contactar a Packhelp, ${name}.`,
    received: 'Recebemos a sua mensagem e responderemos para este endereço em dias úteis, normalmente no prazo de um dia útil.',
    number: (n) => `O número do seu pedido é ${n}. Indique-o se nos voltar a escrever sobre este assunto.`,
    yourMessage: 'A sua mensagem:',
    helpLink: 'Visitar o centro de ajuda',
  },
  sv: {
    subject: (n) => `Vi har tagit emot ditt meddelande (${n})`,
    thanks: (name) => `Tack för att du kontaktade Packhelp, ${name}.`,
    received: 'Vi har tagit emot ditt meddelande och svarar till den här adressen på vardagar, oftast inom en arbetsdag.',
    number: (n) => `Ditt ärendenummer är ${n}. Ange det om du skriver till oss igen i samma ärende.`,
    yourMessage: 'Ditt meddelande:',
    helpLink: 'Till hjälpcentret',
  },
  ro: {
    subject: (n) => `Am primit mesajul dumneavoastră (${n})`,
    thanks: (name) => `Vă mulțumim că ați contactat Packhelp, ${name}.`,
    received: 'Am primit mesajul dumneavoastră și vă vom răspunde la această adresă în zilele lucrătoare, de obicei în cel mult o zi lucrătoare.',
    number: (n) => `Numărul solicitării dumneavoastră este ${n}. Vă rugăm să îl menționați dacă ne scrieți din nou în această privință.`,
    yourMessage: 'Mesajul dumneavoastră:',
    helpLink: 'Mergeți la centrul de asistență',
  },
  nl: {
    subject: (n) => `We hebben uw bericht ontvangen (${n})`,
    thanks: (name) => `Bedankt voor uw bericht aan Packhelp, ${name}.`,
    received: 'We hebben uw bericht ontvangen en antwoorden op werkdagen naar dit adres, meestal binnen één werkdag.',
    number: (n) => `Uw aanvraagnummer is ${n}. Vermeld het als u ons opnieuw over deze kwestie schrijft.`,
    yourMessage: 'Uw bericht:',
    helpLink: 'Naar het helpcentrum',
  },
};
