// API messages of the tracking module in both languages (merged into api-messages.ts).
export const zh = {
  tracking_carrier_invalid: '参数 carrier 无效：请选择支持的快递公司（编码或 0-10 号）',
  tracking_no_invalid: '参数 tracking_no 无效：需为 4 到 40 位字母、数字或连字符',
  tracking_phone_tail_invalid: '参数 phone_tail 无效：需为收件人手机号的后 4 位数字',
  tracking_phone_tail_required: '{carrier}需要收件人手机号后 4 位才能查询物流，请填写 phone_tail',
  tracking_event_time_invalid: '参数 time 无效：需为带时区的 ISO 8601 时间，且不能晚于当前时间',
  tracking_event_description_invalid: '参数 description 无效：需为 1 到 500 个字符',
  tracking_event_location_invalid: '参数 location 无效：最多 200 个字符',
  tracking_event_status_invalid:
    '参数 status 无效：可选 picked_up、in_transit、customs、out_for_delivery、delivered、exception、rejected、returning、returned',
  tracking_shipment_not_found: '发货记录不存在',
  tracking_unavailable: '实时物流暂时无法获取，请稍后再试，或凭运单号到快递公司官网查询',
  order_shipped: '已发货',
  tracking_event_added: '物流记录已添加',
} as const;

export const en: Record<keyof typeof zh, string> = {
  tracking_carrier_invalid: 'Invalid carrier: use one of the supported carrier codes (or spec id 0-10)',
  tracking_no_invalid: 'Invalid tracking_no: 4 to 40 letters, digits or hyphens',
  tracking_phone_tail_invalid: "Invalid phone_tail: the last 4 digits of the recipient's phone",
  tracking_phone_tail_required:
    "{carrier} needs the last 4 digits of the recipient's phone to track the parcel; send phone_tail",
  tracking_event_time_invalid: 'Invalid time: an ISO 8601 date-time with a time zone, not in the future',
  tracking_event_description_invalid: 'Invalid description: 1 to 500 characters',
  tracking_event_location_invalid: 'Invalid location: at most 200 characters',
  tracking_event_status_invalid:
    'Invalid status: one of picked_up, in_transit, customs, out_for_delivery, delivered, exception, rejected, returning, returned',
  tracking_shipment_not_found: 'Shipment not found',
  tracking_unavailable:
    "Live tracking is temporarily unavailable; please try again later or look the number up on the carrier's website",
  order_shipped: 'Order shipped',
  tracking_event_added: 'Tracking event added',
};
