import { defineMessages } from 'react-intl';

/** The visible words of the back office's "mark shipped from a CSV" page. */
export const importText = defineMessages({
  title: { id: 'account.backOffice.import.title', defaultMessage: 'Mark shipped from a CSV file' },
  about: { id: 'account.backOffice.about.import', defaultMessage: 'Upload the warehouse’s parcel list to ship many orders at once: all of them or, if one row is wrong, none.' },
  intro: { id: 'account.backOffice.import.intro', defaultMessage: 'The file’s first line names the columns order_number, carrier and tracking_number (other columns are ignored); then one line per parcel. Commas or semicolons, at most 2,000 parcels.' },
  file: { id: 'account.backOffice.import.file', defaultMessage: 'Parcel list (CSV)' },
  fileHint: { id: 'account.backOffice.import.fileHint', defaultMessage: 'A .csv file of at most 1 MB.' },
  chooseFile: { id: 'account.backOffice.import.chooseFile', defaultMessage: 'Choose a CSV file first.' },
  tooLarge: { id: 'account.backOffice.import.tooLarge', defaultMessage: 'The file is larger than 1 MB: split it.' },
  submit: { id: 'account.backOffice.import.submit', defaultMessage: 'Mark these orders shipped' },
  done: { id: 'account.backOffice.import.done', defaultMessage: '{count, plural, one {# parcel} other {# parcels}} marked shipped.' },
  doneCaption: { id: 'account.backOffice.import.doneCaption', defaultMessage: 'Parcels shipped from {file}' },
  refused: { id: 'account.backOffice.import.refused', defaultMessage: 'Nothing was marked shipped: {count, plural, one {# row needs} other {# rows need}} fixing. Correct the file and upload it again.' },
  refusedCaption: { id: 'account.backOffice.import.refusedCaption', defaultMessage: 'Rows to fix in {file}' },
  failed: { id: 'account.backOffice.import.failed', defaultMessage: 'The file could not be sent. Nothing was marked shipped; please try again.' },
  colLine: { id: 'account.backOffice.import.col.line', defaultMessage: 'Line' },
  colColumn: { id: 'account.backOffice.import.col.column', defaultMessage: 'Column' },
  colProblem: { id: 'account.backOffice.import.col.problem', defaultMessage: 'What is wrong' },
  colOrder: { id: 'account.backOffice.import.col.order', defaultMessage: 'Order' },
  colParcel: { id: 'account.backOffice.import.col.parcel', defaultMessage: 'Parcel' },
  colStage: { id: 'account.backOffice.import.col.stage', defaultMessage: 'Order now' },
  wholeRow: { id: 'account.backOffice.import.wholeRow', defaultMessage: 'whole line' },
  header: { id: 'account.backOffice.import.header', defaultMessage: 'header line' },
});

/** What is wrong with a row, by the API's code; anything else is named by its code (operators can look it up). */
export const rowProblems = defineMessages({
  required: { id: 'account.backOffice.import.problem.required', defaultMessage: 'Empty.' },
  too_long: { id: 'account.backOffice.import.problem.tooLong', defaultMessage: 'Longer than 64 characters.' },
  control_characters: { id: 'account.backOffice.import.problem.controlCharacters', defaultMessage: 'Holds invisible control characters.' },
  unknown_carrier: { id: 'account.backOffice.import.problem.unknownCarrier', defaultMessage: 'Not a carrier the store ships with (dpd, dhl, ups, inpost, poczta_polska, royal_mail, fedex).' },
  invalid_tracking_number: { id: 'account.backOffice.import.problem.invalidTrackingNumber', defaultMessage: 'Not a tracking number of this carrier.' },
  duplicate_in_file: { id: 'account.backOffice.import.problem.duplicateInFile', defaultMessage: 'The same parcel is on an earlier line.' },
  tracking_number_taken: { id: 'account.backOffice.import.problem.trackingNumberTaken', defaultMessage: 'A shipment with this tracking number already exists.' },
  not_found: { id: 'account.backOffice.import.problem.notFound', defaultMessage: 'No placed order has this number.' },
  transition_not_allowed: { id: 'account.backOffice.import.problem.transitionNotAllowed', defaultMessage: 'The order is not in production (or was canceled): it cannot be shipped.' },
  nothing_to_ship: { id: 'account.backOffice.import.problem.nothingToShip', defaultMessage: 'Everything of this order has been shipped.' },
  csv_syntax: { id: 'account.backOffice.import.problem.csvSyntax', defaultMessage: 'Not valid CSV here (a quote is not closed?).' },
  empty_file: { id: 'account.backOffice.import.problem.emptyFile', defaultMessage: 'The file is empty.' },
  missing_columns: { id: 'account.backOffice.import.problem.missingColumns', defaultMessage: 'The header needs the columns order_number, carrier and tracking_number.' },
  no_rows: { id: 'account.backOffice.import.problem.noRows', defaultMessage: 'There is a header but no parcel.' },
  too_many_rows: { id: 'account.backOffice.import.problem.tooManyRows', defaultMessage: 'More than 2,000 parcels: split the file.' },
  other: { id: 'account.backOffice.import.problem.other', defaultMessage: 'Refused ({code}).' },
});
