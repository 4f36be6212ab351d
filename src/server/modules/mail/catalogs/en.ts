// The shop's mail in English: the same keys as zh-cn.ts (the type makes it cover every one).
import type { MailKey } from './zh-cn.ts';

const en: Record<MailKey, string> = {
  html_lang: 'en',
  fact: '{label}: {value}',
  aside: '{text} ({aside})',
  list_separator: '; ',
  time: '{time} UTC',
  automated: 'This message was sent automatically; please do not reply to it.',

  'code.subject': 'Your {shop} sign-in code: {code}',
  'code.sentence': 'Your sign-in code is {code}. It is valid for 10 minutes.',
  'code.ignore': 'If you did not ask for it, you can ignore this email.',

  'order.no': 'Order number',
  'order.product_price': 'Products',
  'order.shipping_fee': 'Shipping',
  'order.free_shipping': 'Free',
  'order.discount': 'Discount',
  'order.total_due': 'Total',
  'order.total': 'Total',
  'order.total_paid': 'Total paid',
  'order.tax': '{name} ({rate}%)',
  'order.tax_included': 'Incl. {name} ({rate}%)',
  'order.duties': 'Import duties',
  'order.ddu_notice':
    'Import charges are not included: the carrier may collect them on delivery. Our estimate: {amount}.',
  'order.ddu_notice_plain': 'Import charges are not included: the carrier may collect them on delivery.',
  'order.view': 'View order',

  'placed.subject': '{shop}: order {no} placed, awaiting payment',
  'placed.heading': 'Thank you for your order',
  'placed.sentence_one':
    'Order {no} has been placed. Please pay by {deadline} (within {count} minute); unpaid orders are cancelled automatically.',
  'placed.sentence_other':
    'Order {no} has been placed. Please pay by {deadline} (within {count} minutes); unpaid orders are cancelled automatically.',
  'placed.action': 'Pay now',

  'cancelled.subject': '{shop}: order {no} was cancelled',
  'cancelled.heading': 'Order cancelled',
  'cancelled.deadline': 'Order {no} was not paid before its payment deadline and has been cancelled.',
  'cancelled.staff': 'Order {no} has been cancelled by the shop.',
  'cancelled.not_charged': 'Nothing was charged. If you still want these goods, you are welcome to order them again.',

  'paid.subject': '{shop}: payment received for order {no}',
  'paid.heading': 'Payment received',
  'paid.sentence': 'We have received {total} for order {no} and will get it ready for shipping.',

  'shipped.subject': '{shop}: order {no} has shipped',
  'shipped.heading': 'Your order is on its way',
  'shipped.sentence': 'Order {no} was handed to {carrier} on {at}.',
  'shipped.follow': 'You can follow the parcel on your order page at any time.',
  'shipped.carrier': 'Carrier',
  'shipped.tracking_no': 'Tracking number',
  'shipped.action': 'Track your parcel',
  'replacement_shipped.subject': '{shop}: the replacement for order {no} has shipped',
  'replacement_shipped.heading': 'Your replacement is on its way',
  'replacement_shipped.sentence': 'The replacement for order {no} was handed to {carrier} on {at}.',
  'replacement_shipped.follow': 'You can follow your exchange on its after-sale page.',

  'after_sale.type': 'Service',
  'after_sale.items': 'Items',
  'after_sale.refund': 'Refund',
  'after_sale.net_paid': 'Net paid',
  'after_sale.reason': 'Reason',
  'after_sale.view': 'View the request',
  'after_sale.refund_now': '{amount} is going back to your original payment method.',
  'after_sale.refund_later':
    'We will refund {amount} to your original payment method and let you know when it is on its way.',
  'after_sale.send_back':
    'Please send the items below back to us and enter the carrier and tracking number on the after-sale page.',
  'after_sale.then_refund': '{sendBack} We refund {amount} once they arrive.',
  'after_sale.then_replace': '{sendBack} We ship the replacement once they arrive.',
  'approved.subject': '{shop}: your request for order {no} was approved',
  'approved.heading': 'Request approved',
  'approved.sentence': 'Your {type} request for order {no} has been approved.',
  'declined.subject': '{shop}: your request for order {no} was declined',
  'declined.heading': 'Request declined',
  'declined.sentence': 'We are sorry: your {type} request for order {no} was declined.',
  'declined.carry_on': 'The order carries on as before. If you have questions, please contact us.',
  'refund.subject': '{shop}: {amount} refunded for order {no}',
  'refund.subject_partial': '{shop}: {amount} refunded for part of order {no}',
  'refund.heading': 'Refund issued',
  'refund.heading_partial': 'Partial refund issued',
  'refund.sentence': 'We have refunded {amount} for order {no} to your original payment method.',
  'refund.sentence_pending':
    'We have refunded {amount} for order {no} to your original payment method; the payment provider is processing it.',
  'refund.timing': 'Depending on your bank or payment provider it may take a few business days to show.',

  'restock.subject': '{shop}: {name} is back in stock',
  'restock.heading': "It's back in stock",
  'restock.sentence': 'You asked us to tell you when {name} was back: it is in stock now, while it lasts.',
  'restock.variant': 'Variant',
  'restock.price': 'Price',
  'restock.action': 'View it now',
  'restock.once': 'This is the only back-in-stock email for this item; we will not write to you about it again.',
  'restock.unsubscribe': 'No more back-in-stock emails? Unsubscribe: {url}',

  'reminder.subject': '{shop}: your cart is waiting',
  'reminder.heading': 'You left something in your cart',
  'reminder.sentence':
    'The goods below are still in your cart. Prices and stock may change, so have a look while they last.',
  'reminder.action': 'Open my cart',
  'reminder.unsubscribe': 'You get this because you agreed to offers and reminders. Unsubscribe: {url}',
};

export default en;
