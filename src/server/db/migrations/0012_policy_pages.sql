-- The four shop policies (shipping, refunds, privacy, terms) as content pages, so every
-- install has them from the start, linked from the footer and the checkout. Owners edit
-- them in the admin area like the other pages; a page they already wrote is kept. The
-- shipping policy's rates table is generated from the shipping rules, not written here.
INSERT INTO "pages" ("slug", "title", "body") VALUES
(
  'shipping-policy',
  jsonb_build_object('zh-cn', '配送政策', 'en', 'Shipping policy'),
  jsonb_build_object('zh-cn', $zh$我们把包裹寄往下方"运费"表中列出的国家和地区。

## 发货时间
付款成功后，我们通常在 1–2 个工作日内发货，节假日可能顺延。发货后您会收到邮件，并可在"我的订单"中查看运单号与物流轨迹。

## 运费
运费按收货国家或地区计算：首件运费加每件续件运费，订单满一定金额免运费。标注"包邮"的商品不计运费。确认订单页显示的运费即为最终运费。

## 关税与进口税
跨境寄送的包裹可能需要缴纳目的地的关税或进口税，由收件人承担，具体以当地海关为准。

## 地址与签收
请确认收货地址和电话准确无误。因地址错误导致的退回或改寄，产生的运费由收件人承担。$zh$,
  'en', $en$We ship to the countries and regions listed in the rates table below.

## When we ship
We usually ship within 1–2 business days after payment; public holidays may add a day or two. You get a mail when your parcel leaves, and "My orders" shows the tracking number and the carrier's events.

## Shipping fees
Fees depend on the destination: a first-item fee plus a fee for each additional item, and orders above a threshold ship free. Goods marked "free shipping" carry no fee. The fee shown on the confirm-order page is the fee you pay.

## Duties and import taxes
A parcel that crosses a border may be charged duties or import taxes by the destination country. They are paid by the recipient, as the local customs office decides.

## Address and delivery
Please check your address and phone number. A parcel returned or re-sent because of a wrong address is shipped again at the recipient's cost.$en$)
),
(
  'refund-policy',
  jsonb_build_object('zh-cn', '退换货政策', 'en', 'Refund policy'),
  jsonb_build_object('zh-cn', $zh$## 未发货的订单
订单发货前可随时在"我的订单"中申请退款，全额退款（含运费），库存与优惠券自动退回。

## 已收货的订单
确认收货后 7 天内，可在订单中申请仅退款、退货退款或换货。发货 15 天后未确认收货的订单会自动确认收货。

## 如何退货
提交申请并经我们审核通过后，请按订单中显示的地址寄回商品，并在订单中填写退货运单号。我们收到并检查商品后办理退款或寄出换货。

## 退款方式
退款原路退回您付款时使用的支付方式，到账时间以支付机构为准。已发货订单的运费不予退还。$zh$,
  'en', $en$## Orders not shipped yet
Before your order ships you can ask for a refund in "My orders": it is refunded in full, shipping included, and stock and coupons are restored.

## Orders received
Within 7 days after you confirm receipt you can ask for a refund only, a return and refund, or an exchange on the order. An order not confirmed 15 days after shipping counts as received.

## How to return
Once we approve your request, send the goods to the address shown on the order and enter the return tracking number there. We refund or ship the exchange once the goods arrive and are checked.

## How you are refunded
Refunds go back to the payment method you paid with; when the money arrives depends on the payment provider. Shipping of an order that has shipped is not refunded.$en$)
),
(
  'privacy-policy',
  jsonb_build_object('zh-cn', '隐私政策', 'en', 'Privacy policy'),
  jsonb_build_object('zh-cn', $zh$## 我们收集哪些信息
- **账户**：邮箱、手机号（如提供）、密码（仅保存不可逆的哈希值）。
- **订单**：收货人姓名、地址、电话，购买的商品与金额。
- **支付**：由 PayPal、Stripe 等支付机构在其页面处理，我们不接触也不保存您的卡号。

## 用途
仅用于处理订单、发货、售后、账户安全与必要的服务通知邮件。我们不会出售您的个人信息。

## Cookie
我们使用必要的 Cookie 保持登录状态、记住语言、防止跨站请求伪造和验证码滥用。若店铺启用了网站统计，统计服务会在您的浏览器中设置其 Cookie。

## 保存期限与您的权利
订单信息按法律要求保存。您可以随时修改或删除收货地址；如需查询、更正或删除账户信息，请通过"联系我们"页面与我们联系。$zh$,
  'en', $en$## What we collect
- **Account**: your email, mobile number (if given) and password (only as an irreversible hash).
- **Orders**: the recipient's name, address and phone, the goods and amounts.
- **Payment**: handled by the payment providers (PayPal, Stripe) on their own pages; we never see or store your card number.

## Why
Only to fulfil orders, ship them, handle after-sale requests, keep your account safe and send the mail these need. We never sell personal data.

## Cookies
We use the cookies the shop needs: to keep you signed in, remember your language, and protect against cross-site request forgery and captcha abuse. When the shop has web analytics enabled, the analytics service sets its own cookies.

## Retention and your rights
Orders are kept as long as the law requires. You can change or delete your addresses at any time; to see, correct or delete your account data, write to us through the Contact Us page.$en$)
),
(
  'terms-of-service',
  jsonb_build_object('zh-cn', '服务条款', 'en', 'Terms of service'),
  jsonb_build_object('zh-cn', $zh$## 订单
提交订单即表示您向我们发出购买要约；付款成功后订单成立。待付款订单超过付款期限未付款将自动取消。

## 价格
商品价格以下单时页面显示的价格为准，运费与优惠在确认订单页计算并显示。订单一经成立，之后的价格调整不影响该订单。

## 付款
付款在支付机构的安全页面完成，可用的支付方式以付款页显示的为准。

## 配送与退换货
配送与退换货分别适用本店的《配送政策》与《退换货政策》。

## 账户
请妥善保管您的账户与密码；在其他设备上退出或修改密码会结束所有会话。

## 联系我们
对本条款有任何疑问，请通过"联系我们"页面与我们联系。$zh$,
  'en', $en$## Orders
Placing an order is an offer to buy; the contract is made once the payment succeeds. An order not paid before its payment deadline is cancelled automatically.

## Prices
The price is the one shown when you place the order; shipping and discounts are calculated and shown on the confirm-order page. Later price changes never change an order already placed.

## Payment
Payment happens on the payment provider's secure page; the methods available are the ones the payment page shows.

## Shipping and returns
Our Shipping policy and Refund policy apply.

## Your account
Keep your account and password safe; signing out everywhere or changing your password ends every session.

## Contact
Questions about these terms? Write to us through the Contact Us page.$en$)
)
ON CONFLICT ("slug") DO NOTHING;
