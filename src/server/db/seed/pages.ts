// Demo content for the static pages, in both languages. Staff edit it in the admin area.
import type { I18nText } from '../../../domain/i18n/locale.ts';

export const DEMO_PAGES: { slug: string; title: I18nText; body: I18nText }[] = [
  {
    slug: 'our-story',
    title: { 'zh-cn': '品牌故事', en: 'Our Story' },
    body: {
      'zh-cn': `我们相信，好东西不该被距离阻隔。

## 从一家小店开始
2016 年，我们在杭州的一间小工作室里打包了第一份寄往海外的包裹。那时的愿望很简单：让身在海外的朋友也能买到家乡的好物——一壶好茶、一件合身的衣服、一只顺手的杯子。

## 我们的坚持
- **严选源头**：每一件商品都由我们亲自走访工厂与产地挑选。
- **品质如一**：出库前逐件质检，确保您收到的和我们看到的一样好。
- **直邮到家**：与多家国际物流合作，全程可追踪，安心等待。

## 今天
如今我们已为海外各地的顾客送去了超过 20 万个包裹。感谢每一位顾客的信任，我们会继续认真挑选、用心服务。`,
      en: `We believe good things should not be kept apart by distance.

## It started with a small shop
In 2016 we packed our first overseas parcel in a tiny studio in Hangzhou. The wish was simple: let friends living abroad enjoy the good things from home: a pot of fine tea, a shirt that fits, a mug that feels right in the hand.

## What we stand for
- **Sourced at origin**: we visit the workshops and farms behind every product ourselves.
- **Consistent quality**: every item is inspected before it ships, so what you receive is what we approved.
- **Delivered to your door**: we work with several international carriers, and every parcel can be tracked.

## Today
We have now sent more than 200,000 parcels to customers abroad. Thank you for your trust; we will keep choosing carefully and serving with care.`,
    },
  },
  {
    slug: 'faq',
    title: { 'zh-cn': '常见问题', en: 'Frequently Asked Questions' },
    body: {
      'zh-cn': `## 下单后多久发货？
付款成功后，我们会在 1–2 个工作日内安排发货。节假日可能顺延。

## 运费怎么算？
运费按收货国家或地区计算：首件运费加续件运费，订单满一定金额可享包邮。标注"包邮"的商品不计运费。确认订单页会显示准确运费，各地运费见[配送政策](/policies/shipping-policy)。

## 可以使用哪些支付方式？
付款页列出本店当前支持的支付方式（页脚也有列出）。所有支付均在支付机构的安全页面完成，我们不会保存您的卡号。

## 如何查询物流？
发货后在"我的订单"中打开订单详情，即可看到承运商、运单号与实时物流轨迹。

## 支持退换货吗？
确认收货后 7 天内可申请仅退款、退货退款或换货。未发货的订单可直接申请退款，库存与优惠券会自动退回。

## 订单可以取消吗？
待付款订单可随时取消；超过 30 分钟未付款的订单会自动取消。`,
      en: `## When will my order ship?
We ship within 1–2 business days after payment. Public holidays may add a day or two.

## How is shipping calculated?
Shipping depends on the destination country or region: a first-item fee plus a fee for each additional item, and orders above a threshold ship free. Goods marked "free shipping" carry no fee. The confirm-order page shows the exact amount; the [Shipping policy](/en/policies/shipping-policy) lists the rates.

## Which payment methods can I use?
The payment page lists the methods the shop offers now (the footer names them too). Payment always happens on the provider's secure page; we never store your card number.

## How do I track my parcel?
Once shipped, open the order in "My orders" to see the carrier, the tracking number and live tracking events.

## Can I return or exchange?
Within 7 days after confirming receipt you can ask for a refund only, a refund and return, or an exchange. Orders that have not shipped can be refunded directly; stock and coupons are restored automatically.

## Can I cancel an order?
Orders pending payment can be cancelled at any time; unpaid orders are cancelled automatically after 30 minutes.`,
    },
  },
  {
    slug: 'contact-us',
    title: { 'zh-cn': '联系我们', en: 'Contact Us' },
    body: {
      'zh-cn': `有任何问题，欢迎随时联系我们，客服会在一个工作日内回复。

## 客服邮箱
[support@example.com](mailto:support@example.com)

## 服务时间
周一至周六 9:00–21:00（北京时间）

## 售后地址
浙江省杭州市西湖区文三路 100 号 售后服务中心（退货请先在订单中申请售后，审核通过后再寄回）。`,
      en: `Questions? Write to us any time; our support team replies within one business day.

## Email
[support@example.com](mailto:support@example.com)

## Hours
Monday to Saturday, 9:00–21:00 (China Standard Time)

## Returns address
After-sales Service Center, 100 Wensan Road, Xihu District, Hangzhou, Zhejiang, China (please request an after-sale service on your order first and ship the parcel once it is approved).`,
    },
  },
  {
    slug: 'videos',
    title: { 'zh-cn': '视频', en: 'Videos' },
    body: {
      'zh-cn': `走进产地与工坊，看看您的好物是如何诞生的。

## 一杯龙井的旅程
清明前的西湖茶园，茶农凌晨采摘一芽一叶，经摊青、杀青、理条、辉锅，一杯好茶需要近十个小时的手工。

## 景德镇的一只杯子
从拉坯、利坯到施釉、烧制，一只手工瓷杯要经过七十二道工序。

## 打包与发货
每一个包裹出库前都会称重、拍照、封装，确保安全抵达世界各地。

视频即将上线，敬请期待。`,
      en: `Step into the farms and workshops and see how your favourite things are made.

## The journey of a cup of Longjing
In the tea gardens of West Lake before the Qingming festival, farmers pick one bud and one leaf at dawn. Withering, pan-firing, shaping and final roasting take close to ten hours of handwork.

## A cup from Jingdezhen
From throwing and trimming to glazing and firing, a handmade porcelain cup passes through seventy-two steps.

## Packing and shipping
Every parcel is weighed, photographed and sealed before it leaves, so it arrives safely anywhere in the world.

Videos are coming soon.`,
    },
  },
];
