// E-mails of designs and proofs, in all 11 interface languages (the account and order e-mails have
// theirs in email/texts.ts). Formal address where the market expects it; Swedish "du".
import { isLanguageCode, type LanguageCode } from '@ph/region-config';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';

interface Texts {
  remindSubject: string;
  remindBody: (p: { product: string; quantity: number }) => string[];
  remindLink: string;
  proofSubject: (n: string) => string;
  proofBody: (p: { design: string; number: string }) => string[];
  lowResolution: (faces: string) => string;
  proofLink: string;
  reminderSubject: (n: string) => string;
  reminderBody: (p: { design: string; number: string }) => string[];
  approvedSubject: (n: string) => string;
  approvedBody: (design: string) => string[];
  changesSubject: (n: string) => string;
  changesBody: (design: string, reason: string) => string[];
  orderLink: string;
}

const TEXTS: Record<LanguageCode, Texts> = {
  en: {
    remindSubject: 'Continue your box design on your computer',
    remindBody: ({ product, quantity }) => [`You asked us to remind you to design your ${product} (${quantity} pieces) on a computer, where the editor has more room.`, 'The link below opens the editor with your box and quantity.'],
    remindLink: 'Open the editor',
    proofSubject: (n) => `Please approve the print proof for order ${n}`,
    proofBody: ({ design, number }) => [`The print file of “${design}” in order ${number} is ready.`, 'Production starts as soon as you approve it; if something should change, tell us what.'],
    lowResolution: (faces) => `Some images will print below 150 dpi and may look blurry (${faces}).`,
    proofLink: 'Review the proof',
    reminderSubject: (n) => `Reminder: the print proof for order ${n} is waiting for your approval`,
    reminderBody: ({ design, number }) => [`The print proof of “${design}” in order ${number} is still waiting for your review.`, 'We start production as soon as you approve it; if something should change, tell us what and we will prepare a new proof.'],
    approvedSubject: (n) => `Proof approved for order ${n}`,
    approvedBody: (design) => [`Thank you: “${design}” is approved and goes into production.`],
    changesSubject: (n) => `Changes requested for order ${n}`,
    changesBody: (design, reason) => [`We received your request for “${design}”: ${reason}`, 'Production waits until you approve a new proof; our team will be in touch.'],
    orderLink: 'View your order',
  },
  de: {
    remindSubject: 'Gestalten Sie Ihre Box am Computer weiter',
    remindBody: ({ product, quantity }) => [`Sie wollten daran erinnert werden, Ihr ${product} (${quantity} Stück) am Computer zu gestalten, wo der Editor mehr Platz hat.`, 'Der Link unten öffnet den Editor mit Ihrer Box und Stückzahl.'],
    remindLink: 'Editor öffnen',
    proofSubject: (n) => `Bitte geben Sie den Druckproof für Bestellung ${n} frei`,
    proofBody: ({ design, number }) => [`Die Druckdatei von „${design}“ in Bestellung ${number} ist fertig.`, 'Die Produktion beginnt, sobald Sie sie freigeben; soll sich etwas ändern, teilen Sie uns bitte mit, was.'],
    lowResolution: (faces) => `Einige Bilder werden mit weniger als 150 dpi gedruckt und können unscharf wirken (${faces}).`,
    proofLink: 'Proof prüfen',
    reminderSubject: (n) => `Erinnerung: Der Druckproof für Bestellung ${n} wartet auf Ihre Freigabe`,
    reminderBody: ({ design, number }) => [`Der Druckproof von „${design}“ in Bestellung ${number} wartet noch auf Ihre Prüfung.`, 'Wir beginnen mit der Produktion, sobald Sie ihn freigeben; soll sich etwas ändern, teilen Sie uns bitte mit, was, und wir bereiten einen neuen Proof vor.'],
    approvedSubject: (n) => `Proof für Bestellung ${n} freigegeben`,
    approvedBody: (design) => [`Vielen Dank: „${design}“ ist freigegeben und geht in die Produktion.`],
    changesSubject: (n) => `Änderungen für Bestellung ${n} angefragt`,
    changesBody: (design, reason) => [`Wir haben Ihre Anfrage zu „${design}“ erhalten: ${reason}`, 'Die Produktion wartet, bis Sie einen neuen Proof freigeben; unser Team meldet sich bei Ihnen.'],
    orderLink: 'Bestellung ansehen',
  },
  pl: {
    remindSubject: 'Dokończ projekt pudełka na komputerze',
    remindBody: ({ product, quantity }) => [`Prośba o przypomnienie: projekt produktu ${product} (${quantity} szt.) można dokończyć na komputerze, gdzie edytor ma więcej miejsca.`, 'Poniższy link otwiera edytor z wybranym pudełkiem i liczbą sztuk.'],
    remindLink: 'Otwórz edytor',
    proofSubject: (n) => `Prosimy o akceptację proofu do zamówienia ${n}`,
    proofBody: ({ design, number }) => [`Plik do druku projektu „${design}” z zamówienia ${number} jest gotowy.`, 'Produkcja rozpocznie się po jego akceptacji; jeśli coś trzeba zmienić, prosimy o informację.'],
    lowResolution: (faces) => `Niektóre obrazy zostaną wydrukowane w rozdzielczości poniżej 150 dpi i mogą być nieostre (${faces}).`,
    proofLink: 'Sprawdź proof',
    reminderSubject: (n) => `Przypomnienie: proof do zamówienia ${n} czeka na akceptację`,
    reminderBody: ({ design, number }) => [`Proof projektu „${design}” z zamówienia ${number} nadal czeka na sprawdzenie.`, 'Produkcję rozpoczniemy zaraz po jego akceptacji; jeśli coś trzeba zmienić, prosimy o informację, a przygotujemy nowy proof.'],
    approvedSubject: (n) => `Proof do zamówienia ${n} zaakceptowany`,
    approvedBody: (design) => [`Dziękujemy: projekt „${design}” został zaakceptowany i trafia do produkcji.`],
    changesSubject: (n) => `Prośba o zmiany w zamówieniu ${n}`,
    changesBody: (design, reason) => [`Otrzymaliśmy prośbę dotyczącą projektu „${design}”: ${reason}`, 'Produkcja czeka na akceptację nowego proofu; nasz zespół skontaktuje się wkrótce.'],
    orderLink: 'Zobacz zamówienie',
  },
  cs: {
    remindSubject: 'Pokračujte v návrhu krabice na počítači',
    remindBody: ({ product, quantity }) => [`Požádali jste o připomenutí, abyste svůj produkt ${product} (${quantity} ks) navrhli na počítači, kde má editor více místa.`, 'Odkaz níže otevře editor s vaší krabicí a množstvím.'],
    remindLink: 'Otevřít editor',
    proofSubject: (n) => `Schvalte prosím tiskový náhled objednávky ${n}`,
    proofBody: ({ design, number }) => [`Tisková data návrhu „${design}“ v objednávce ${number} jsou připravena.`, 'Výroba začne, jakmile je schválíte; pokud je třeba něco změnit, napište nám co.'],
    lowResolution: (faces) => `Některé obrázky se vytisknou pod 150 dpi a mohou být neostré (${faces}).`,
    proofLink: 'Zkontrolovat náhled',
    reminderSubject: (n) => `Připomínka: tiskový náhled objednávky ${n} čeká na vaše schválení`,
    reminderBody: ({ design, number }) => [`Tiskový náhled návrhu „${design}“ v objednávce ${number} stále čeká na vaši kontrolu.`, 'Výrobu zahájíme, jakmile jej schválíte; pokud je třeba něco změnit, napište nám co a připravíme nový náhled.'],
    approvedSubject: (n) => `Náhled objednávky ${n} schválen`,
    approvedBody: (design) => [`Děkujeme: „${design}“ je schválen a jde do výroby.`],
    changesSubject: (n) => `Požadované změny v objednávce ${n}`,
    changesBody: (design, reason) => [`Obdrželi jsme váš požadavek k návrhu „${design}“: ${reason}`, 'Výroba počká, dokud neschválíte nový náhled; náš tým se vám ozve.'],
    orderLink: 'Zobrazit objednávku',
  },
  es: {
    remindSubject: 'Continúe el diseño de su caja en el ordenador',
    remindBody: ({ product, quantity }) => [`Nos pidió que le recordáramos diseñar su ${product} (${quantity} unidades) en un ordenador, donde el editor tiene más espacio.`, 'El enlace de abajo abre el editor con su caja y la cantidad.'],
    remindLink: 'Abrir el editor',
    proofSubject: (n) => `Apruebe la prueba de impresión del pedido ${n}`,
    proofBody: ({ design, number }) => [`El archivo de impresión de «${design}» del pedido ${number} está listo.`, 'La producción comienza en cuanto usted lo apruebe; si algo debe cambiar, indíquenos qué.'],
    lowResolution: (faces) => `Algunas imágenes se imprimirán por debajo de 150 ppp y pueden verse borrosas (${faces}).`,
    proofLink: 'Revisar la prueba',
    reminderSubject: (n) => `Recordatorio: la prueba de impresión del pedido ${n} espera su aprobación`,
    reminderBody: ({ design, number }) => [`La prueba de impresión de «${design}» del pedido ${number} sigue pendiente de su revisión.`, 'Comenzaremos la producción en cuanto la apruebe; si algo debe cambiar, indíquenos qué y prepararemos una nueva prueba.'],
    approvedSubject: (n) => `Prueba del pedido ${n} aprobada`,
    approvedBody: (design) => [`Gracias: «${design}» está aprobado y pasa a producción.`],
    changesSubject: (n) => `Cambios solicitados en el pedido ${n}`,
    changesBody: (design, reason) => [`Hemos recibido su solicitud sobre «${design}»: ${reason}`, 'La producción espera hasta que apruebe una nueva prueba; nuestro equipo se pondrá en contacto con usted.'],
    orderLink: 'Ver su pedido',
  },
  fr: {
    remindSubject: 'Poursuivez la conception de votre boîte sur ordinateur',
    remindBody: ({ product, quantity }) => [`Vous avez demandé un rappel pour concevoir votre ${product} (${quantity} pièces) sur un ordinateur, où l’éditeur dispose de plus de place.`, 'Le lien ci-dessous ouvre l’éditeur avec votre boîte et la quantité.'],
    remindLink: 'Ouvrir l’éditeur',
    proofSubject: (n) => `Veuillez valider le BAT de la commande ${n}`,
    proofBody: ({ design, number }) => [`Le fichier d’impression de « ${design} » de la commande ${number} est prêt.`, 'La production commence dès que vous le validez ; si quelque chose doit changer, indiquez-nous quoi.'],
    lowResolution: (faces) => `Certaines images seront imprimées sous 150 dpi et pourraient paraître floues (${faces}).`,
    proofLink: 'Vérifier le BAT',
    reminderSubject: (n) => `Rappel : le BAT de la commande ${n} attend votre validation`,
    reminderBody: ({ design, number }) => [`Le BAT de « ${design} » de la commande ${number} attend toujours votre vérification.`, 'Nous lançons la production dès que vous le validez ; si quelque chose doit changer, indiquez-nous quoi et nous préparerons un nouveau BAT.'],
    approvedSubject: (n) => `BAT de la commande ${n} validé`,
    approvedBody: (design) => [`Merci : « ${design} » est validé et part en production.`],
    changesSubject: (n) => `Modifications demandées pour la commande ${n}`,
    changesBody: (design, reason) => [`Nous avons bien reçu votre demande concernant « ${design} » : ${reason}`, 'La production attend que vous validiez un nouveau BAT ; notre équipe vous contactera.'],
    orderLink: 'Voir votre commande',
  },
  it: {
    remindSubject: 'Continui il progetto della Sua scatola al computer',
    remindBody: ({ product, quantity }) => [`Ci ha chiesto di ricordarLe di progettare il Suo ${product} (${quantity} pezzi) al computer, dove l’editor ha più spazio.`, 'Il link qui sotto apre l’editor con la Sua scatola e la quantità.'],
    remindLink: 'Apri l’editor',
    proofSubject: (n) => `Approvi la bozza di stampa dell’ordine ${n}`,
    proofBody: ({ design, number }) => [`Il file di stampa di «${design}» dell’ordine ${number} è pronto.`, 'La produzione inizia non appena Lei lo approva; se qualcosa va cambiato, ci indichi cosa.'],
    lowResolution: (faces) => `Alcune immagini verranno stampate sotto i 150 dpi e potrebbero risultare sfocate (${faces}).`,
    proofLink: 'Controlla la bozza',
    reminderSubject: (n) => `Promemoria: la bozza di stampa dell’ordine ${n} attende la Sua approvazione`,
    reminderBody: ({ design, number }) => [`La bozza di stampa di «${design}» dell’ordine ${number} attende ancora la Sua verifica.`, 'Avviamo la produzione non appena Lei la approva; se qualcosa va cambiato, ci indichi cosa e prepareremo una nuova bozza.'],
    approvedSubject: (n) => `Bozza dell’ordine ${n} approvata`,
    approvedBody: (design) => [`Grazie: «${design}» è approvato e va in produzione.`],
    changesSubject: (n) => `Modifiche richieste per l’ordine ${n}`,
    changesBody: (design, reason) => [`Abbiamo ricevuto la Sua richiesta per «${design}»: ${reason}`, 'La produzione attende l’approvazione di una nuova bozza; il nostro team La contatterà.'],
    orderLink: 'Vedi il Suo ordine',
  },
  pt: {
    remindSubject: 'Continue o design da caixa no computador',
    remindBody: ({ product, quantity }) => [`Foi pedido um lembrete para desenhar o produto ${product} (${quantity} unidades) num computador, onde o editor tem mais espaço.`, 'A ligação abaixo abre o editor com a caixa e a quantidade escolhidas.'],
    remindLink: 'Abrir o editor',
    proofSubject: (n) => `Aprove a prova de impressão da encomenda ${n}`,
    proofBody: ({ design, number }) => [`O ficheiro de impressão de «${design}» da encomenda ${number} está pronto.`, 'A produção começa assim que for aprovado; se algo tiver de mudar, indique-nos o quê.'],
    lowResolution: (faces) => `Algumas imagens serão impressas abaixo de 150 dpi e podem ficar desfocadas (${faces}).`,
    proofLink: 'Rever a prova',
    reminderSubject: (n) => `Lembrete: a prova de impressão da encomenda ${n} aguarda aprovação`,
    reminderBody: ({ design, number }) => [`A prova de impressão de «${design}» da encomenda ${number} ainda aguarda revisão.`, 'A produção começa assim que a prova for aprovada; se algo tiver de mudar, indique-nos o quê e prepararemos uma nova prova.'],
    approvedSubject: (n) => `Prova da encomenda ${n} aprovada`,
    approvedBody: (design) => [`Obrigado: «${design}» foi aprovado e segue para produção.`],
    changesSubject: (n) => `Alterações pedidas na encomenda ${n}`,
    changesBody: (design, reason) => [`Recebemos o pedido relativo a «${design}»: ${reason}`, 'A produção aguarda a aprovação de uma nova prova; a nossa equipa entrará em contacto.'],
    orderLink: 'Ver a encomenda',
  },
  sv: {
    remindSubject: 'Fortsätt designa din låda på datorn',
    remindBody: ({ product, quantity }) => [`Du bad oss påminna dig om att designa din ${product} (${quantity} st) på en dator, där editorn har mer plats.`, 'Länken nedan öppnar editorn med din låda och ditt antal.'],
    remindLink: 'Öppna editorn',
    proofSubject: (n) => `Godkänn tryckkorrekturet för order ${n}`,
    proofBody: ({ design, number }) => [`Tryckfilen för ”${design}” i order ${number} är klar.`, 'Produktionen startar så snart du godkänner den; om något ska ändras, berätta vad.'],
    lowResolution: (faces) => `Vissa bilder trycks med under 150 dpi och kan bli suddiga (${faces}).`,
    proofLink: 'Granska korrekturet',
    reminderSubject: (n) => `Påminnelse: tryckkorrekturet för order ${n} väntar på ditt godkännande`,
    reminderBody: ({ design, number }) => [`Tryckkorrekturet för ”${design}” i order ${number} väntar fortfarande på din granskning.`, 'Vi startar produktionen så snart du godkänner det; om något ska ändras, berätta vad så tar vi fram ett nytt korrektur.'],
    approvedSubject: (n) => `Korrektur för order ${n} godkänt`,
    approvedBody: (design) => [`Tack: ”${design}” är godkänd och går till produktion.`],
    changesSubject: (n) => `Ändringar begärda för order ${n}`,
    changesBody: (design, reason) => [`Vi har tagit emot din begäran om ”${design}”: ${reason}`, 'Produktionen väntar tills du godkänner ett nytt korrektur; vårt team hör av sig.'],
    orderLink: 'Visa din order',
  },
  ro: {
    remindSubject: 'Continuați designul cutiei pe calculator',
    remindBody: ({ product, quantity }) => [`Ne-ați cerut să vă reamintim să proiectați ${product} (${quantity} bucăți) pe un calculator, unde editorul are mai mult spațiu.`, 'Linkul de mai jos deschide editorul cu cutia și cantitatea dumneavoastră.'],
    remindLink: 'Deschideți editorul',
    proofSubject: (n) => `Vă rugăm să aprobați proba de tipar pentru comanda ${n}`,
    proofBody: ({ design, number }) => [`Fișierul de tipar pentru „${design}” din comanda ${number} este gata.`, 'Producția începe imediat ce îl aprobați; dacă trebuie schimbat ceva, spuneți-ne ce.'],
    lowResolution: (faces) => `Unele imagini vor fi tipărite sub 150 dpi și pot părea neclare (${faces}).`,
    proofLink: 'Verificați proba',
    reminderSubject: (n) => `Memento: proba de tipar pentru comanda ${n} așteaptă aprobarea dumneavoastră`,
    reminderBody: ({ design, number }) => [`Proba de tipar pentru „${design}” din comanda ${number} așteaptă în continuare verificarea dumneavoastră.`, 'Începem producția imediat ce o aprobați; dacă trebuie schimbat ceva, spuneți-ne ce și vom pregăti o nouă probă.'],
    approvedSubject: (n) => `Proba pentru comanda ${n} a fost aprobată`,
    approvedBody: (design) => [`Vă mulțumim: „${design}” este aprobat și intră în producție.`],
    changesSubject: (n) => `Modificări solicitate pentru comanda ${n}`,
    changesBody: (design, reason) => [`Am primit solicitarea dumneavoastră pentru „${design}”: ${reason}`, 'Producția așteaptă până când aprobați o nouă probă; echipa noastră vă va contacta.'],
    orderLink: 'Vedeți comanda',
  },
  nl: {
    remindSubject: 'Ga verder met het ontwerp van uw doos op de computer',
    remindBody: ({ product, quantity }) => [`U vroeg ons u eraan te herinneren uw ${product} (${quantity} stuks) op een computer te ontwerpen, waar de editor meer ruimte heeft.`, 'De link hieronder opent de editor met uw doos en aantal.'],
    remindLink: 'Editor openen',
    proofSubject: (n) => `Keur de drukproef van bestelling ${n} goed`,
    proofBody: ({ design, number }) => [`Het drukbestand van ‘${design}’ in bestelling ${number} is klaar.`, 'De productie begint zodra u het goedkeurt; moet er iets veranderen, laat ons dan weten wat.'],
    lowResolution: (faces) => `Sommige afbeeldingen worden onder 150 dpi gedrukt en kunnen onscherp zijn (${faces}).`,
    proofLink: 'Drukproef bekijken',
    reminderSubject: (n) => `Herinnering: de drukproef van bestelling ${n} wacht op uw goedkeuring`,
    reminderBody: ({ design, number }) => [`De drukproef van ‘${design}’ in bestelling ${number} wacht nog op uw controle.`, 'We starten de productie zodra u deze goedkeurt; moet er iets veranderen, laat ons dan weten wat, dan maken we een nieuwe drukproef.'],
    approvedSubject: (n) => `Drukproef van bestelling ${n} goedgekeurd`,
    approvedBody: (design) => [`Dank u: ‘${design}’ is goedgekeurd en gaat in productie.`],
    changesSubject: (n) => `Wijzigingen gevraagd voor bestelling ${n}`,
    changesBody: (design, reason) => [`We hebben uw verzoek voor ‘${design}’ ontvangen: ${reason}`, 'De productie wacht tot u een nieuwe drukproef goedkeurt; ons team neemt contact met u op.'],
    orderLink: 'Bestelling bekijken',
  },
};

/** `pt-PT`, `de-DE`, `DE`, `en` → the language; anything else is refused by the caller. */
export function languageOf(locale: string): LanguageCode | null {
  const code = locale.trim().slice(0, 2).toLowerCase();
  return isLanguageCode(code) ? code : null;
}

function email(kind: string, to: string, subject: string, lines: string[], link: { url: string; label: string }): OutgoingEmail {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return {
    kind,
    to,
    subject,
    text: `${lines.join('\n')}\n\n${link.url}\n`,
    html: `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>${body}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p></body></html>`,
  };
}

export function remindOnDesktopEmail(lang: LanguageCode, to: string, p: { product: string; quantity: number; url: string }): OutgoingEmail {
  const t = TEXTS[lang];
  return email('remind_on_desktop', to, t.remindSubject, t.remindBody(p), { url: p.url, label: t.remindLink });
}

export function proofReadyEmail(lang: LanguageCode, to: string, p: { design: string; number: string; url: string; lowResolutionFaces: string[] }): OutgoingEmail {
  const t = TEXTS[lang];
  const lines = [...t.proofBody(p), ...(p.lowResolutionFaces.length ? [t.lowResolution(p.lowResolutionFaces.join(', '))] : [])];
  return email('proof_ready', to, t.proofSubject(p.number), lines, { url: p.url, label: t.proofLink });
}

/** A reminder of a proof still waiting for its review (designs/proof-reminders.ts); the link is the proof's, as in the first e-mail. */
export function proofReminderEmail(lang: LanguageCode, to: string, p: { design: string; number: string; url: string }): OutgoingEmail {
  const t = TEXTS[lang];
  return email('proof_reminder', to, t.reminderSubject(p.number), t.reminderBody(p), { url: p.url, label: t.proofLink });
}

export function proofReviewedEmail(lang: LanguageCode, to: string, p: { design: string; number: string; url: string; status: 'approved' | 'changes_requested'; reason: string | null }): OutgoingEmail {
  const t = TEXTS[lang];
  return p.status === 'approved'
    ? email('proof_approved', to, t.approvedSubject(p.number), t.approvedBody(p.design), { url: p.url, label: t.orderLink })
    : email('proof_changes_requested', to, t.changesSubject(p.number), t.changesBody(p.design, p.reason ?? ''), { url: p.url, label: t.orderLink });
}
