// The account and order e-mails in the eleven interface languages (docs/domain.md#regions-languages-and-routes), written as the
// storefront's catalogues are: formal address (Sie, vous, usted, Lei, dumneavoastră, u, Państwo-style
// Polish), Swedish "du". Money comes formatted by the region (region-config formatMoney).
import { getRegionConfig, isLanguageCode, isRegionCode, type LanguageCode } from '@ph/region-config';

export interface EmailTexts {
  confirmSubject: string;
  confirmBody: [string, string];
  confirmLink: string;
  resetSubject: string;
  resetBody: [string, string];
  resetLink: string;
  changedSubject: string;
  changedBody: [string, string];
  changedLink: string;
  placedSubject: (n: string) => string;
  placedThanks: (n: string) => string;
  total: (amount: string) => string;
  placedPaid: string;
  placedAwaiting: string;
  receivedSubject: (n: string) => string;
  received: (amount: string, n: string) => string;
  orderLink: string;
}

export const EMAIL_TEXTS: Readonly<Record<LanguageCode, EmailTexts>> = {
  en: {
    confirmSubject: 'Confirm your e-mail address',
    confirmBody: ['Thanks for creating an account.', 'Please confirm your e-mail address; the link is valid for 7 days.'],
    confirmLink: 'Confirm e-mail address',
    resetSubject: 'Set a new password',
    resetBody: ['Someone asked to reset the password of your account.', 'The link is valid for 1 hour. If it was not you, ignore this e-mail: your password stays unchanged.'],
    resetLink: 'Set a new password',
    changedSubject: 'Your password was changed',
    changedBody: ['The password of your account was just changed, and every other device was signed out.', 'If it was not you, reset your password now with the link below.'],
    changedLink: 'Reset your password',
    placedSubject: (n) => `Order ${n} placed`,
    placedThanks: (n) => `Thank you for your order ${n}.`,
    total: (a) => `Total: ${a}.`,
    placedPaid: 'Your payment has been received.',
    placedAwaiting: 'We will start production as soon as your payment arrives.',
    receivedSubject: (n) => `Payment received for order ${n}`,
    received: (a, n) => `We have received the payment of ${a} for order ${n}.`,
    orderLink: 'View your order',
  },
  cs: {
    confirmSubject: 'Potvrďte svou e-mailovou adresu',
    confirmBody: ['Děkujeme, že jste si vytvořili účet.', 'Potvrďte prosím svou e-mailovou adresu; odkaz platí 7 dní.'],
    confirmLink: 'Potvrdit e-mailovou adresu',
    resetSubject: 'Nastavte si nové heslo',
    resetBody: ['Někdo požádal o obnovení hesla k vašemu účtu.', 'Odkaz platí 1 hodinu. Pokud jste to nebyli vy, tento e-mail ignorujte: vaše heslo zůstane beze změny.'],
    resetLink: 'Nastavit nové heslo',
    changedSubject: 'Vaše heslo bylo změněno',
    changedBody: ['Heslo k vašemu účtu bylo právě změněno a všechna ostatní zařízení byla odhlášena.', 'Pokud jste to nebyli vy, obnovte si heslo hned pomocí odkazu níže.'],
    changedLink: 'Obnovit heslo',
    placedSubject: (n) => `Objednávka ${n} byla přijata`,
    placedThanks: (n) => `Děkujeme za vaši objednávku ${n}.`,
    total: (a) => `Celkem: ${a}.`,
    placedPaid: 'Vaši platbu jsme přijali.',
    placedAwaiting: 'Výrobu zahájíme, jakmile obdržíme vaši platbu.',
    receivedSubject: (n) => `Platba za objednávku ${n} přijata`,
    received: (a, n) => `Přijali jsme platbu ${a} za objednávku ${n}.`,
    orderLink: 'Zobrazit objednávku',
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirmBody: ['Vielen Dank, dass Sie ein Konto angelegt haben.', 'Bitte bestätigen Sie Ihre E-Mail-Adresse; der Link ist 7 Tage gültig.'],
    confirmLink: 'E-Mail-Adresse bestätigen',
    resetSubject: 'Neues Passwort festlegen',
    resetBody: ['Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen.', 'Der Link ist 1 Stunde gültig. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.'],
    resetLink: 'Neues Passwort festlegen',
    changedSubject: 'Ihr Passwort wurde geändert',
    changedBody: ['Das Passwort Ihres Kontos wurde soeben geändert, und alle anderen Geräte wurden abgemeldet.', 'Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt über den Link unten zurück.'],
    changedLink: 'Passwort zurücksetzen',
    placedSubject: (n) => `Bestellung ${n} eingegangen`,
    placedThanks: (n) => `Vielen Dank für Ihre Bestellung ${n}.`,
    total: (a) => `Gesamtbetrag: ${a}.`,
    placedPaid: 'Ihre Zahlung ist eingegangen.',
    placedAwaiting: 'Wir beginnen mit der Produktion, sobald Ihre Zahlung eingegangen ist.',
    receivedSubject: (n) => `Zahlung für Bestellung ${n} erhalten`,
    received: (a, n) => `Wir haben Ihre Zahlung von ${a} für Bestellung ${n} erhalten.`,
    orderLink: 'Bestellung ansehen',
  },
  es: {
    confirmSubject: 'Confirme su dirección de correo electrónico',
    confirmBody: ['Gracias por crear una cuenta.', 'Confirme su dirección de correo electrónico; el enlace es válido durante 7 días.'],
    confirmLink: 'Confirmar la dirección de correo',
    resetSubject: 'Establezca una nueva contraseña',
    resetBody: ['Alguien ha solicitado restablecer la contraseña de su cuenta.', 'El enlace es válido durante 1 hora. Si no ha sido usted, ignore este correo: su contraseña no cambiará.'],
    resetLink: 'Establecer una nueva contraseña',
    changedSubject: 'Se ha cambiado su contraseña',
    changedBody: ['Se acaba de cambiar la contraseña de su cuenta y se ha cerrado la sesión en todos los demás dispositivos.', 'Si no ha sido usted, restablezca ahora su contraseña con el enlace de abajo.'],
    changedLink: 'Restablecer la contraseña',
    placedSubject: (n) => `Pedido ${n} realizado`,
    placedThanks: (n) => `Gracias por su pedido ${n}.`,
    total: (a) => `Total: ${a}.`,
    placedPaid: 'Hemos recibido su pago.',
    placedAwaiting: 'Empezaremos la producción en cuanto recibamos su pago.',
    receivedSubject: (n) => `Pago recibido del pedido ${n}`,
    received: (a, n) => `Hemos recibido el pago de ${a} del pedido ${n}.`,
    orderLink: 'Ver su pedido',
  },
  fr: {
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmBody: ['Merci d’avoir créé un compte.', 'Veuillez confirmer votre adresse e-mail ; le lien est valable 7 jours.'],
    confirmLink: 'Confirmer l’adresse e-mail',
    resetSubject: 'Définissez un nouveau mot de passe',
    resetBody: ['Quelqu’un a demandé la réinitialisation du mot de passe de votre compte.', 'Le lien est valable 1 heure. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.'],
    resetLink: 'Définir un nouveau mot de passe',
    changedSubject: 'Votre mot de passe a été modifié',
    changedBody: ['Le mot de passe de votre compte vient d’être modifié et tous les autres appareils ont été déconnectés.', 'Si ce n’était pas vous, réinitialisez dès maintenant votre mot de passe avec le lien ci-dessous.'],
    changedLink: 'Réinitialiser le mot de passe',
    placedSubject: (n) => `Commande ${n} passée`,
    placedThanks: (n) => `Merci pour votre commande ${n}.`,
    total: (a) => `Total : ${a}.`,
    placedPaid: 'Votre paiement a bien été reçu.',
    placedAwaiting: 'Nous lancerons la production dès réception de votre paiement.',
    receivedSubject: (n) => `Paiement reçu pour la commande ${n}`,
    received: (a, n) => `Nous avons bien reçu le paiement de ${a} pour la commande ${n}.`,
    orderLink: 'Voir votre commande',
  },
  it: {
    confirmSubject: 'Confermi il Suo indirizzo e-mail',
    confirmBody: ['Grazie per aver creato un account.', 'La preghiamo di confermare il Suo indirizzo e-mail; il link è valido 7 giorni.'],
    confirmLink: 'Conferma l’indirizzo e-mail',
    resetSubject: 'Imposti una nuova password',
    resetBody: ['Qualcuno ha chiesto di reimpostare la password del Suo account.', 'Il link è valido 1 ora. Se non è stato Lei, ignori questa e-mail: la Sua password resta invariata.'],
    resetLink: 'Imposta una nuova password',
    changedSubject: 'La Sua password è stata modificata',
    changedBody: ['La password del Suo account è appena stata modificata e tutti gli altri dispositivi sono stati disconnessi.', 'Se non è stato Lei, reimposti subito la password con il link qui sotto.'],
    changedLink: 'Reimposta la password',
    placedSubject: (n) => `Ordine ${n} effettuato`,
    placedThanks: (n) => `Grazie per il Suo ordine ${n}.`,
    total: (a) => `Totale: ${a}.`,
    placedPaid: 'Abbiamo ricevuto il Suo pagamento.',
    placedAwaiting: 'Avvieremo la produzione non appena riceveremo il Suo pagamento.',
    receivedSubject: (n) => `Pagamento ricevuto per l’ordine ${n}`,
    received: (a, n) => `Abbiamo ricevuto il pagamento di ${a} per l’ordine ${n}.`,
    orderLink: 'Visualizza l’ordine',
  },
  pl: {
    confirmSubject: 'Prosimy o potwierdzenie adresu e-mail',
    confirmBody: ['Dziękujemy za założenie konta.', 'Prosimy o potwierdzenie adresu e-mail; link jest ważny przez 7 dni.'],
    confirmLink: 'Potwierdź adres e-mail',
    resetSubject: 'Ustaw nowe hasło',
    resetBody: ['Otrzymaliśmy prośbę o zresetowanie hasła do konta.', 'Link jest ważny przez 1 godzinę. Jeśli to nie Państwa prośba, prosimy zignorować tę wiadomość: hasło pozostanie bez zmian.'],
    resetLink: 'Ustaw nowe hasło',
    changedSubject: 'Hasło zostało zmienione',
    changedBody: ['Hasło do konta zostało właśnie zmienione, a wszystkie inne urządzenia zostały wylogowane.', 'Jeśli to nie Państwo, prosimy od razu zresetować hasło za pomocą poniższego linku.'],
    changedLink: 'Zresetuj hasło',
    placedSubject: (n) => `Zamówienie ${n} złożone`,
    placedThanks: (n) => `Dziękujemy za zamówienie ${n}.`,
    total: (a) => `Razem: ${a}.`,
    placedPaid: 'Płatność została zaksięgowana.',
    placedAwaiting: 'Produkcję rozpoczniemy zaraz po otrzymaniu płatności.',
    receivedSubject: (n) => `Otrzymaliśmy płatność za zamówienie ${n}`,
    received: (a, n) => `Otrzymaliśmy płatność ${a} za zamówienie ${n}.`,
    orderLink: 'Zobacz zamówienie',
  },
  pt: {
    confirmSubject: 'Confirme o seu endereço de e-mail',
    confirmBody: ['Obrigado por criar uma conta.', 'Confirme o seu endereço de e-mail; a ligação é válida durante 7 dias.'],
    confirmLink: 'Confirmar o endereço de e-mail',
    resetSubject: 'Defina uma nova palavra-passe',
    resetBody: ['Alguém pediu para repor a palavra-passe da sua conta.', 'A ligação é válida durante 1 hora. Se não foi o próprio, ignore este e-mail: a sua palavra-passe mantém-se.'],
    resetLink: 'Definir uma nova palavra-passe',
    changedSubject: 'A sua palavra-passe foi alterada',
    changedBody: ['A palavra-passe da sua conta acabou de ser alterada e a sessão foi terminada em todos os outros dispositivos.', 'Se não foi o próprio, reponha já a sua palavra-passe com a ligação abaixo.'],
    changedLink: 'Repor a palavra-passe',
    placedSubject: (n) => `Encomenda ${n} efetuada`,
    placedThanks: (n) => `Obrigado pela sua encomenda ${n}.`,
    total: (a) => `Total: ${a}.`,
    placedPaid: 'Recebemos o seu pagamento.',
    placedAwaiting: 'Iniciaremos a produção assim que recebermos o seu pagamento.',
    receivedSubject: (n) => `Pagamento recebido da encomenda ${n}`,
    received: (a, n) => `Recebemos o pagamento de ${a} da encomenda ${n}.`,
    orderLink: 'Ver a sua encomenda',
  },
  sv: {
    confirmSubject: 'Bekräfta din e-postadress',
    confirmBody: ['Tack för att du skapade ett konto.', 'Bekräfta din e-postadress; länken gäller i 7 dagar.'],
    confirmLink: 'Bekräfta e-postadressen',
    resetSubject: 'Välj ett nytt lösenord',
    resetBody: ['Någon har bett om att återställa lösenordet till ditt konto.', 'Länken gäller i 1 timme. Om det inte var du kan du bortse från det här mejlet: ditt lösenord ändras inte.'],
    resetLink: 'Välj ett nytt lösenord',
    changedSubject: 'Ditt lösenord har ändrats',
    changedBody: ['Lösenordet till ditt konto har just ändrats och alla andra enheter har loggats ut.', 'Om det inte var du, återställ ditt lösenord nu med länken nedan.'],
    changedLink: 'Återställ lösenordet',
    placedSubject: (n) => `Order ${n} är lagd`,
    placedThanks: (n) => `Tack för din order ${n}.`,
    total: (a) => `Totalt: ${a}.`,
    placedPaid: 'Vi har tagit emot din betalning.',
    placedAwaiting: 'Vi startar produktionen så snart din betalning har kommit in.',
    receivedSubject: (n) => `Betalning mottagen för order ${n}`,
    received: (a, n) => `Vi har tagit emot betalningen på ${a} för order ${n}.`,
    orderLink: 'Visa din order',
  },
  ro: {
    confirmSubject: 'Confirmați adresa de e-mail',
    confirmBody: ['Vă mulțumim că v-ați creat un cont.', 'Vă rugăm să vă confirmați adresa de e-mail; linkul este valabil 7 zile.'],
    confirmLink: 'Confirmați adresa de e-mail',
    resetSubject: 'Setați o parolă nouă',
    resetBody: ['Cineva a cerut resetarea parolei contului dumneavoastră.', 'Linkul este valabil 1 oră. Dacă nu ați fost dumneavoastră, ignorați acest e-mail: parola rămâne neschimbată.'],
    resetLink: 'Setați o parolă nouă',
    changedSubject: 'Parola dumneavoastră a fost schimbată',
    changedBody: ['Parola contului dumneavoastră tocmai a fost schimbată, iar toate celelalte dispozitive au fost deconectate.', 'Dacă nu ați fost dumneavoastră, resetați-vă acum parola cu linkul de mai jos.'],
    changedLink: 'Resetați parola',
    placedSubject: (n) => `Comanda ${n} a fost plasată`,
    placedThanks: (n) => `Vă mulțumim pentru comanda ${n}.`,
    total: (a) => `Total: ${a}.`,
    placedPaid: 'Am primit plata dumneavoastră.',
    placedAwaiting: 'Vom începe producția imediat ce primim plata dumneavoastră.',
    receivedSubject: (n) => `Plată primită pentru comanda ${n}`,
    received: (a, n) => `Am primit plata de ${a} pentru comanda ${n}.`,
    orderLink: 'Vedeți comanda',
  },
  nl: {
    confirmSubject: 'Bevestig uw e-mailadres',
    confirmBody: ['Bedankt voor het aanmaken van een account.', 'Bevestig uw e-mailadres; de link is 7 dagen geldig.'],
    confirmLink: 'E-mailadres bevestigen',
    resetSubject: 'Stel een nieuw wachtwoord in',
    resetBody: ['Iemand heeft gevraagd het wachtwoord van uw account opnieuw in te stellen.', 'De link is 1 uur geldig. Was u dit niet, negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.'],
    resetLink: 'Nieuw wachtwoord instellen',
    changedSubject: 'Uw wachtwoord is gewijzigd',
    changedBody: ['Het wachtwoord van uw account is zojuist gewijzigd en alle andere apparaten zijn afgemeld.', 'Was u dit niet, stel dan nu uw wachtwoord opnieuw in via de link hieronder.'],
    changedLink: 'Wachtwoord opnieuw instellen',
    placedSubject: (n) => `Bestelling ${n} geplaatst`,
    placedThanks: (n) => `Bedankt voor uw bestelling ${n}.`,
    total: (a) => `Totaal: ${a}.`,
    placedPaid: 'Uw betaling is ontvangen.',
    placedAwaiting: 'We starten de productie zodra uw betaling binnen is.',
    receivedSubject: (n) => `Betaling ontvangen voor bestelling ${n}`,
    received: (a, n) => `We hebben de betaling van ${a} voor bestelling ${n} ontvangen.`,
    orderLink: 'Uw bestelling bekijken',
  },
};

/**
 * The language of an e-mail: the shopper's interface language (a user's `locale`, a language or a tag
 * such as `de-DE`), else the store's language of `region`, else English.
 */
export function emailLanguage(locale: string | null | undefined, region?: string | null): LanguageCode {
  const lang = (locale ?? '').trim().slice(0, 2).toLowerCase();
  if (isLanguageCode(lang)) return lang;
  if (region && isRegionCode(region)) return getRegionConfig(region).locale;
  return 'en';
}
