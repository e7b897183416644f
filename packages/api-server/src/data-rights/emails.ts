// The e-mail with the link to a "Download my data" archive, in the eleven interface languages, with
// the formal address of the account e-mails (email/texts.ts).
import type { LanguageCode } from '@ph/region-config';
import { layout, type OutgoingEmail } from '../email';

interface ExportTexts {
  subject: string;
  body: (days: number) => [string, string];
  link: string;
}

const TEXTS: Readonly<Record<LanguageCode, ExportTexts>> = {
  en: {
    subject: 'Your data is ready to download',
    body: (d) => ['You asked for a copy of the data we hold about you. It is ready: a ZIP file with your profile, addresses, orders, designs, consents and your uploaded files.', `The link works for ${d} days. If you did not ask for it, please tell us by replying to this e-mail.`],
    link: 'Download my data',
  },
  cs: {
    subject: 'Vaše data jsou připravena ke stažení',
    body: (d) => ['Požádali jste o kopii údajů, které o vás uchováváme. Je připravena: soubor ZIP s vaším profilem, adresami, objednávkami, návrhy, souhlasy a nahranými soubory.', `Odkaz platí ${d} dní. Pokud jste o ni nežádali, dejte nám prosím vědět odpovědí na tento e-mail.`],
    link: 'Stáhnout moje data',
  },
  de: {
    subject: 'Ihre Daten stehen zum Herunterladen bereit',
    body: (d) => ['Sie haben eine Kopie der Daten angefordert, die wir über Sie speichern. Sie ist fertig: eine ZIP-Datei mit Ihrem Profil, Ihren Adressen, Bestellungen, Designs, Einwilligungen und hochgeladenen Dateien.', `Der Link ist ${d} Tage gültig. Falls Sie das nicht angefordert haben, antworten Sie bitte auf diese E-Mail.`],
    link: 'Meine Daten herunterladen',
  },
  es: {
    subject: 'Sus datos están listos para descargar',
    body: (d) => ['Ha solicitado una copia de los datos que guardamos sobre usted. Ya está lista: un archivo ZIP con su perfil, direcciones, pedidos, diseños, consentimientos y los archivos que ha subido.', `El enlace es válido durante ${d} días. Si no lo ha solicitado usted, avísenos respondiendo a este correo.`],
    link: 'Descargar mis datos',
  },
  fr: {
    subject: 'Vos données sont prêtes à être téléchargées',
    body: (d) => ['Vous avez demandé une copie des données que nous conservons à votre sujet. Elle est prête : un fichier ZIP contenant votre profil, vos adresses, commandes, designs, consentements et les fichiers que vous avez importés.', `Le lien est valable ${d} jours. Si vous n’êtes pas à l’origine de cette demande, merci de nous le signaler en répondant à cet e-mail.`],
    link: 'Télécharger mes données',
  },
  it: {
    subject: 'I Suoi dati sono pronti per il download',
    body: (d) => ['Ha richiesto una copia dei dati che conserviamo su di Lei. È pronta: un file ZIP con il Suo profilo, gli indirizzi, gli ordini, i progetti, i consensi e i file che ha caricato.', `Il link è valido per ${d} giorni. Se non è stato Lei a richiederla, ce lo segnali rispondendo a questa e-mail.`],
    link: 'Scarica i miei dati',
  },
  pl: {
    subject: 'Państwa dane są gotowe do pobrania',
    body: (d) => ['Otrzymaliśmy prośbę o kopię danych, które o Państwu przechowujemy. Jest gotowa: plik ZIP z profilem, adresami, zamówieniami, projektami, zgodami i przesłanymi plikami.', `Link jest ważny przez ${d} dni. Jeśli to nie Państwa prośba, prosimy o informację w odpowiedzi na tę wiadomość.`],
    link: 'Pobierz moje dane',
  },
  pt: {
    subject: 'Os seus dados estão prontos para transferir',
    body: (d) => ['Pediu uma cópia dos dados que guardamos sobre si. Já está pronta: um ficheiro ZIP com o seu perfil, moradas, encomendas, designs, consentimentos e os ficheiros que carregou.', `A ligação é válida durante ${d} dias. Se não foi o próprio a pedi-la, informe-nos respondendo a este e-mail.`],
    link: 'Transferir os meus dados',
  },
  ro: {
    subject: 'Datele dumneavoastră sunt gata de descărcat',
    body: (d) => ['Ați solicitat o copie a datelor pe care le păstrăm despre dumneavoastră. Este gata: un fișier ZIP cu profilul, adresele, comenzile, designurile, consimțămintele și fișierele încărcate de dumneavoastră.', `Linkul este valabil ${d} zile. Dacă nu ați solicitat-o dumneavoastră, vă rugăm să ne anunțați răspunzând la acest e-mail.`],
    link: 'Descarcă datele mele',
  },
  nl: {
    subject: 'Uw gegevens staan klaar om te downloaden',
    body: (d) => ['U hebt een kopie gevraagd van de gegevens die wij over u bewaren. Die staat klaar: een ZIP-bestand met uw profiel, adressen, bestellingen, ontwerpen, toestemmingen en de bestanden die u hebt geüpload.', `De link is ${d} dagen geldig. Hebt u hier niet om gevraagd, laat het ons dan weten door op deze e-mail te antwoorden.`],
    link: 'Mijn gegevens downloaden',
  },
  sv: {
    subject: 'Dina uppgifter är redo att laddas ner',
    body: (d) => ['Du har bett om en kopia av de uppgifter vi har om dig. Den är klar: en ZIP-fil med din profil, dina adresser, beställningar, designer, samtycken och filerna du har laddat upp.', `Länken gäller i ${d} dagar. Om det inte var du som bad om den, säg till genom att svara på det här mejlet.`],
    link: 'Ladda ner mina uppgifter',
  },
};

export function dataExportReadyEmail(lang: LanguageCode, to: string, url: string, validDays: number): OutgoingEmail {
  const t = TEXTS[lang];
  const lines = t.body(validDays);
  return {
    kind: 'data_export_ready',
    to,
    subject: t.subject,
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(t.subject, lines, { url, label: t.link }),
  };
}
