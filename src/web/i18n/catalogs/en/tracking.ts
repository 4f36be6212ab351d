// UI text for delivery tracking (the order page's timeline), English (must cover every zh-cn key).
import type zh from '../zh-cn/tracking.ts';

const en: Record<keyof typeof zh, string> = {
  'tracking.title': 'Delivery tracking',
  'tracking.carrier': 'Carrier',
  'tracking.number': 'Tracking number',
  'tracking.shippedAt': 'Shipped',
  'tracking.copyNumber': 'Copy tracking number',
  'tracking.copied': 'Tracking number copied',
  'tracking.copyFailed': 'Could not copy; please select the number by hand',
  'tracking.events': 'Tracking history',
  'tracking.latest': 'Latest',
  'tracking.empty': 'No tracking updates yet. They will appear here once the carrier scans the parcel.',
  'tracking.status.picked_up': 'Picked up',
  'tracking.status.in_transit': 'In transit',
  'tracking.status.customs': 'In customs',
  'tracking.status.out_for_delivery': 'Out for delivery',
  'tracking.status.delivered': 'Delivered',
  'tracking.status.exception': 'Exception',
  'tracking.status.rejected': 'Refused',
  'tracking.status.returning': 'Returning to sender',
  'tracking.status.returned': 'Returned to sender',
};

export default en;
