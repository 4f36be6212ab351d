// Admin screen texts: mail outbox (zh-cn).
export default {
  intro: '发送 8 次仍失败的邮件会在这里暂停，并显示最后一次的错误原因。修正原因（收件地址或 SMTP 设置）后可重新发送。',
  parked: '发送失败',
  waiting: '等待发送',
  created: '创建时间',
  to: '收件人',
  subject: '主题',
  attempts: '尝试次数',
  attemptsCount: '已尝试 {count} 次',
  lastError: '最后的错误',
  nextAttempt: '下次尝试',
  retry: '重新发送',
  retried: '邮件已重新排队发送',
};
