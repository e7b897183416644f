// The referral programme's e-mail to a referrer whose friend's order earned them store credit
// (docs/domain.md#referrals), in the eleven interface languages and the register of texts.ts: formal
// address (Sie, vous, usted, Lei, dumneavoastră, u, Polish without "Pan/Pani"), Swedish "du". The
// amount comes formatted by the region (region-config).
import type { LanguageCode } from '@ph/region-config';

export interface ReferralTexts {
  creditSubject: (amount: string) => string;
  credit: (amount: string) => string;
  creditUse: string;
  link: string;
}

export const REFERRAL_TEXTS: Readonly<Record<LanguageCode, ReferralTexts>> = {
  en: {
    creditSubject: (a) => `You have earned ${a} in store credit`,
    credit: (a) => `Thank you for recommending us: a customer you invited has placed and paid their first order, so ${a} has been added to your store credit.`,
    creditUse: 'Your credit is used automatically towards your next order when you choose to pay with it at checkout.',
    link: 'See your referrals',
  },
  cs: {
    creditSubject: (a) => `Získali jste kredit ${a}`,
    credit: (a) => `Děkujeme za doporučení: zákazník, kterého jste pozvali, zadal a zaplatil svou první objednávku, a proto jsme vám připsali kredit ${a}.`,
    creditUse: 'Kredit můžete použít při příští objednávce – stačí ho v pokladně zvolit jako způsob platby.',
    link: 'Zobrazit vaše doporučení',
  },
  de: {
    creditSubject: (a) => `Sie haben ${a} Guthaben erhalten`,
    credit: (a) => `Danke für Ihre Empfehlung: Ein von Ihnen eingeladener Kunde hat seine erste Bestellung aufgegeben und bezahlt. Wir haben Ihnen daher ${a} Guthaben gutgeschrieben.`,
    creditUse: 'Sie können das Guthaben bei Ihrer nächsten Bestellung an der Kasse als Zahlungsmittel wählen.',
    link: 'Ihre Empfehlungen ansehen',
  },
  es: {
    creditSubject: (a) => `Ha ganado ${a} de saldo`,
    credit: (a) => `Gracias por recomendarnos: un cliente al que invitó ha realizado y pagado su primer pedido, por lo que hemos añadido ${a} a su saldo.`,
    creditUse: 'Puede usar el saldo en su próximo pedido eligiéndolo como forma de pago al finalizar la compra.',
    link: 'Ver sus recomendaciones',
  },
  fr: {
    creditSubject: (a) => `Vous avez gagné ${a} de crédit d’achat`,
    credit: (a) => `Merci de nous avoir recommandés : un client que vous avez invité a passé et réglé sa première commande. Nous avons donc ajouté ${a} à votre crédit d’achat.`,
    creditUse: 'Vous pourrez l’utiliser lors de votre prochaine commande en le choisissant comme moyen de paiement.',
    link: 'Voir vos parrainages',
  },
  it: {
    creditSubject: (a) => `Ha ottenuto ${a} di credito`,
    credit: (a) => `Grazie per averci consigliato: un cliente che ha invitato ha effettuato e pagato il suo primo ordine, quindi abbiamo aggiunto ${a} al Suo credito.`,
    creditUse: 'Può usare il credito nel Suo prossimo ordine scegliendolo come metodo di pagamento alla cassa.',
    link: 'Vedi i Suoi inviti',
  },
  pl: {
    creditSubject: (a) => `Otrzymujesz ${a} środków w portfelu`,
    credit: (a) => `Dziękujemy za polecenie: klient, którego zaprosiłeś, złożył i opłacił swoje pierwsze zamówienie, dlatego dodaliśmy ${a} do Twojego portfela.`,
    creditUse: 'Środki możesz wykorzystać przy kolejnym zamówieniu, wybierając portfel jako formę płatności.',
    link: 'Zobacz swoje polecenia',
  },
  pt: {
    creditSubject: (a) => `Ganhou ${a} em crédito de loja`,
    credit: (a) => `Obrigado pela recomendação: um cliente que convidou fez e pagou a primeira encomenda, por isso adicionámos ${a} ao seu crédito de loja.`,
    creditUse: 'Pode utilizar o crédito na sua próxima encomenda, escolhendo-o como forma de pagamento no checkout.',
    link: 'Ver as suas recomendações',
  },
  sv: {
    creditSubject: (a) => `Du har fått ${a} i tillgodohavande`,
    credit: (a) => `Tack för att du rekommenderar oss: en kund som du bjöd in har lagt och betalat sin första beställning, så vi har lagt till ${a} i ditt tillgodohavande.`,
    creditUse: 'Du kan använda tillgodohavandet i din nästa beställning genom att välja det som betalsätt i kassan.',
    link: 'Se dina rekommendationer',
  },
  ro: {
    creditSubject: (a) => `Ați primit ${a} credit în magazin`,
    credit: (a) => `Vă mulțumim pentru recomandare: un client pe care l-ați invitat a plasat și a plătit prima comandă, așa că am adăugat ${a} la creditul dumneavoastră.`,
    creditUse: 'Puteți folosi creditul la următoarea comandă, alegându-l ca metodă de plată la finalizarea comenzii.',
    link: 'Vedeți recomandările dumneavoastră',
  },
  nl: {
    creditSubject: (a) => `U hebt ${a} tegoed verdiend`,
    credit: (a) => `Bedankt voor uw aanbeveling: een klant die u hebt uitgenodigd, heeft zijn eerste bestelling geplaatst en betaald. Daarom hebben we ${a} aan uw tegoed toegevoegd.`,
    creditUse: 'U kunt het tegoed bij uw volgende bestelling gebruiken door het bij het afrekenen als betaalmethode te kiezen.',
    link: 'Uw aanbevelingen bekijken',
  },
};
