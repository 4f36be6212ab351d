import type zh from '../zh-cn/mail.ts';

// Admin screen texts: mail outbox (en).
export default {
  intro:
    'Mail that failed 8 times is parked here with its last error. Fix the cause (the address or the SMTP settings), then send it again.',
  parked: 'Parked',
  waiting: 'Waiting',
  created: 'Created',
  to: 'To',
  subject: 'Subject',
  attempts: 'Attempts',
  attemptsCount: '{count} attempts',
  lastError: 'Last error',
  nextAttempt: 'Next attempt',
  retry: 'Send again',
  retried: 'The mail is queued to be sent again',
} satisfies Record<keyof typeof zh, string>;
