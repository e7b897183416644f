import { defineMessages } from 'react-intl';

export const m = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'We value your privacy' },
  bannerMessage: {
    id: 'consent.banner.message',
    defaultMessage:
      'We use cookies to run the store, to measure how it is used and to show you relevant offers. You can accept all, reject all optional cookies or choose what you allow.',
  },
  gpcNotice: {
    id: 'consent.banner.gpc',
    defaultMessage: 'Your browser sends a Global Privacy Control signal, so marketing and advertising cookies stay off unless you switch them on.',
  },
  acceptAll: { id: 'consent.banner.acceptAll', defaultMessage: 'Accept all' },
  rejectAll: { id: 'consent.banner.rejectAll', defaultMessage: 'Reject all' },
  changeOptions: { id: 'consent.banner.changeOptions', defaultMessage: 'Change options' },
  prefsTitle: { id: 'consent.preferences.title', defaultMessage: 'Cookie settings' },
  prefsIntro: {
    id: 'consent.preferences.intro',
    defaultMessage: 'Choose which cookies we may use. Essential cookies are always on because the store cannot work without them.',
  },
  colAllow: { id: 'consent.preferences.column.allow', defaultMessage: 'Allow' },
  colCategory: { id: 'consent.preferences.column.category', defaultMessage: 'Category' },
  colPurpose: { id: 'consent.preferences.column.purpose', defaultMessage: 'Purpose' },
  colTools: { id: 'consent.preferences.column.tools', defaultMessage: 'Tools' },
  alwaysOn: { id: 'consent.preferences.alwaysOn', defaultMessage: 'Always on' },
  allowCategory: { id: 'consent.preferences.allow', defaultMessage: 'Allow {category}' },
  essential: { id: 'consent.category.essential', defaultMessage: 'Essential' },
  essentialPurpose: { id: 'consent.category.essential.purpose', defaultMessage: 'Sign-in, cart, checkout and security.' },
  functional: { id: 'consent.category.functional', defaultMessage: 'Functional' },
  functionalPurpose: { id: 'consent.category.functional.purpose', defaultMessage: 'Remember your region, language and design preferences.' },
  marketing: { id: 'consent.category.marketing', defaultMessage: 'Marketing and analytics' },
  marketingPurpose: { id: 'consent.category.marketing.purpose', defaultMessage: 'Measure visits and improve the store; tell which campaigns brought you here.' },
  advertising: { id: 'consent.category.advertising', defaultMessage: 'Advertising' },
  advertisingPurpose: { id: 'consent.category.advertising.purpose', defaultMessage: 'Show you relevant ads on other websites.' },
  save: { id: 'consent.preferences.save', defaultMessage: 'Save' },
  cancel: { id: 'consent.preferences.cancel', defaultMessage: 'Cancel' },
  confirmTitle: { id: 'consent.confirm.title', defaultMessage: 'Discard your changes?' },
  confirmMessage: { id: 'consent.confirm.message', defaultMessage: 'Your cookie choices have not been saved.' },
  confirmBack: { id: 'consent.confirm.back', defaultMessage: 'Back' },
  confirmCancel: { id: 'consent.confirm.cancel', defaultMessage: 'Cancel' },
  /** The dialogs' close button in the standalone bundle (the shell's dialogs use @ph/ui's own label). */
  close: { id: 'consent.dialog.close', defaultMessage: 'Close' },
});
