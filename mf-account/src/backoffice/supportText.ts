import { defineMessages } from 'react-intl';
import type { SupportRequest } from '@ph/api-client/support';

/** The visible words of the operators' support pages (the contact form's requests). */
export const supportText = defineMessages({
  listTitle: { id: 'account.support.list.title', defaultMessage: 'Support requests' },
  listLoading: { id: 'account.support.list.loading', defaultMessage: 'Loading the support requests' },
  listEmpty: { id: 'account.support.list.empty', defaultMessage: 'No support requests have been sent yet.' },
  colNumber: { id: 'account.support.col.number', defaultMessage: 'Number' },
  colSender: { id: 'account.support.col.sender', defaultMessage: 'Sender' },
  colTopic: { id: 'account.support.col.topic', defaultMessage: 'Topic' },
  colReceived: { id: 'account.support.col.received', defaultMessage: 'Received' },
  colFiles: { id: 'account.support.col.files', defaultMessage: 'Files' },
  requestTitle: { id: 'account.support.request.title', defaultMessage: 'Support request {number}' },
  requestLoading: { id: 'account.support.request.loading', defaultMessage: 'Loading the support request' },
  back: { id: 'account.support.request.back', defaultMessage: 'Back to the support requests' },
  from: { id: 'account.support.request.from', defaultMessage: 'From' },
  email: { id: 'account.support.request.email', defaultMessage: 'E-mail' },
  orderNumber: { id: 'account.support.request.orderNumber', defaultMessage: 'Order number' },
  noOrderNumber: { id: 'account.support.request.noOrderNumber', defaultMessage: 'None given' },
  topic: { id: 'account.support.request.topic', defaultMessage: 'Topic' },
  store: { id: 'account.support.request.store', defaultMessage: 'Store and language' },
  received: { id: 'account.support.request.received', defaultMessage: 'Received' },
  message: { id: 'account.support.request.message', defaultMessage: 'Message' },
  files: { id: 'account.support.request.files', defaultMessage: 'Attachments' },
  noFiles: { id: 'account.support.request.noFiles', defaultMessage: 'No files attached.' },
  download: { id: 'account.support.request.download', defaultMessage: 'Download {name} ({size} KB)' },
  downloadFailed: { id: 'account.support.request.downloadFailed', defaultMessage: '{name} could not be downloaded. Please try again.' },
  loadError: { id: 'account.support.loadError', defaultMessage: 'This could not be loaded. Please try again.' },
});

/** What a request is about, as the contact form offers it. */
export const topicLabels = defineMessages<SupportRequest['topic']>({
  order: { id: 'account.support.topic.order', defaultMessage: 'Order' },
  artwork: { id: 'account.support.topic.artwork', defaultMessage: 'Artwork and design' },
  delivery: { id: 'account.support.topic.delivery', defaultMessage: 'Delivery' },
  payment: { id: 'account.support.topic.payment', defaultMessage: 'Payment and invoice' },
  complaint: { id: 'account.support.topic.complaint', defaultMessage: 'Complaint' },
  quote: { id: 'account.support.topic.quote', defaultMessage: 'Quote for a large order' },
  other: { id: 'account.support.topic.other', defaultMessage: 'Something else' },
});
