// The tracking messages name every status the carriers' feed may send (moved here from
// src/domain/tracking/carriers.test.ts with the API messages).
import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '../../../domain/tracking/carriers.ts';
import * as messages from './tracking.ts';

describe('tracking messages', () => {
  it('names every tracking status in the status validation message', () => {
    for (const s of TRACKING_STATUSES) {
      expect(messages.en.tracking_event_status_invalid).toContain(s);
      expect(messages.zh.tracking_event_status_invalid).toContain(s);
    }
  });
});
