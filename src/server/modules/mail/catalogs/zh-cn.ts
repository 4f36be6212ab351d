// The shop's mail in Chinese: every sentence, label and piece of punctuation a mail
// shows (the layout in ../templates.ts only arranges them). `{name}` placeholders are
// filled by the mail; keys ending in `_one` / `_other` are chosen by `count`. en.ts
// must have every key (its type says so; catalogs.test.ts checks the placeholders).
const zhCn = {
  /** The `lang` attribute of the mail's HTML. */
  html_lang: 'zh-CN',
  /** A label and its value on one line. */
  fact: '{label}：{value}',
  /** Text with a remark after it, as in 商品（规格）. */
  aside: '{text}（{aside}）',
  /** Between the items of a list on one line. */
  list_separator: '；',
  /** A moment as mail shows it (formatted in Beijing time by the template). */
  time: '{time}（北京时间）',
  automated: '此邮件由系统自动发送，请勿直接回复。',

  'code.subject': '{shop} 登录验证码：{code}',
  'code.sentence': '您的登录验证码是 {code}，10 分钟内有效。',
  'code.ignore': '如果这不是您本人的操作，请忽略本邮件。',

  'order.no': '订单号',
  'order.product_price': '商品金额',
  'order.shipping_fee': '运费',
  'order.free_shipping': '包邮',
  'order.discount': '优惠',
  'order.total_due': '应付',
  'order.total': '合计',
  'order.total_paid': '实付款',
  'order.tax': '{name}（{rate}%）',
  'order.tax_included': '含{name}（{rate}%）',
  'order.duties': '进口关税',
  'order.ddu_notice': '不含进口税费：承运商可能在派送时向您收取。本店估计约 {amount}。',
  'order.ddu_notice_plain': '不含进口税费：承运商可能在派送时向您收取。',
  'order.view': '查看订单',

  'placed.subject': '【{shop}】订单 {no} 已提交，请尽快支付',
  'placed.heading': '感谢您的订购',
  'placed.sentence_one': '订单 {no} 已提交。请在 {deadline}前（{count} 分钟内）完成支付，逾期未付的订单将自动取消。',
  'placed.sentence_other': '订单 {no} 已提交。请在 {deadline}前（{count} 分钟内）完成支付，逾期未付的订单将自动取消。',
  'placed.action': '立即支付',

  'cancelled.subject': '【{shop}】订单 {no} 已取消',
  'cancelled.heading': '订单已取消',
  'cancelled.deadline': '订单 {no} 在付款期限内未完成支付，已自动取消。',
  'cancelled.staff': '订单 {no} 已由商家取消。',
  'cancelled.not_charged': '该订单没有扣款。如仍需要这些商品，欢迎重新下单。',

  'paid.subject': '【{shop}】订单 {no} 支付成功',
  'paid.heading': '支付成功',
  'paid.sentence': '我们已收到订单 {no} 的付款 {total}，将尽快为您安排发货。',

  'shipped.subject': '【{shop}】订单 {no} 已发货',
  'shipped.heading': '您的包裹已发出',
  'shipped.sentence': '订单 {no} 已于 {at}交由{carrier}配送。',
  'shipped.follow': '您可以在订单详情页随时查看物流进度。',
  'shipped.carrier': '快递公司',
  'shipped.tracking_no': '运单号',
  'shipped.action': '查看物流',
  'replacement_shipped.subject': '【{shop}】订单 {no} 的换货商品已寄出',
  'replacement_shipped.heading': '您的换货商品已寄出',
  'replacement_shipped.sentence': '订单 {no} 的换货商品已于 {at}交由{carrier}配送。',
  'replacement_shipped.follow': '您可以在售后页面查看进度。',

  'after_sale.type': '售后类型',
  'after_sale.items': '售后商品',
  'after_sale.refund': '退款金额',
  'after_sale.net_paid': '实付净额',
  'after_sale.reason': '原因',
  'after_sale.view': '查看售后详情',
  'after_sale.refund_now': '{amount} 将原路退回您的支付账户。',
  'after_sale.refund_later': '我们将把 {amount} 原路退回您的支付账户，退款发出后会再通知您。',
  'after_sale.send_back': '请将以下商品寄回，并在售后页面填写快递公司和运单号。',
  'after_sale.then_refund': '{sendBack}我们收到退货后将退款 {amount}。',
  'after_sale.then_replace': '{sendBack}我们收到退货后将为您寄出换货商品。',
  'approved.subject': '【{shop}】订单 {no} 的售后申请已通过',
  'approved.heading': '售后申请已通过',
  'approved.sentence': '您对订单 {no} 提交的{type}申请已通过审核。',
  'declined.subject': '【{shop}】订单 {no} 的售后申请未通过',
  'declined.heading': '售后申请未通过',
  'declined.sentence': '很抱歉，您对订单 {no} 提交的{type}申请未通过审核。',
  'declined.carry_on': '订单将按原流程继续。如有疑问，请联系我们的客服。',
  'refund.subject': '【{shop}】订单 {no} 已退款 {amount}',
  'refund.subject_partial': '【{shop}】订单 {no} 已部分退款 {amount}',
  'refund.heading': '退款已发出',
  'refund.heading_partial': '部分退款已发出',
  'refund.sentence': '我们已将订单 {no} 的 {amount} 原路退回您的支付账户。',
  'refund.sentence_pending': '我们已将订单 {no} 的 {amount} 原路退回您的支付账户，支付机构正在处理。',
  'refund.timing': '到账时间取决于您的银行或支付机构，通常需要几个工作日。',

  'restock.subject': '{shop}：{name} 到货了',
  'restock.heading': '您关注的商品到货了',
  'restock.sentence': '您请我们在 {name} 到货时通知您：现在有货了。库存有限，先到先得。',
  'restock.variant': '规格',
  'restock.price': '价格',
  'restock.action': '去看看',
  'restock.once': '这是针对该商品的唯一一封到货通知，之后我们不会再就它给您发邮件。',
  'restock.unsubscribe': '不想再收到到货通知？退订：{url}',

  'reminder.subject': '{shop}：您的购物车还在等您',
  'reminder.heading': '您的购物车里还有商品',
  'reminder.sentence': '以下商品仍在您的购物车中。价格和库存可能变化，喜欢就别错过。',
  'reminder.action': '打开购物车',
  'reminder.unsubscribe': '您收到此邮件是因为您同意接收优惠与提醒邮件。退订：{url}',
} as const;

export type MailKey = keyof typeof zhCn;
export default zhCn;
