// API messages of the admin team screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_team_created: '员工已创建',
  admin_team_updated: '员工信息已保存',
  admin_team_password_reset: '密码已重置，该员工需要用新密码重新登录',
  admin_team_disabled: '员工已停用，其登录已全部失效',
  admin_team_enabled: '员工已启用',
  admin_team_email_taken: '邮箱 {email} 已被其他员工使用',
  admin_team_last_owner: '商店至少需要一位启用中的店主：不能降级或停用最后一位店主',
  admin_team_disable_self: '不能停用自己的账号',
  admin_team_name_required: '请输入姓名（最多 60 个字符）',
  admin_team_password_short: '密码至少需要 12 位',
  admin_team_password_long: '密码最多 128 位',
  admin_team_role: '角色必须是店主（owner）或运营（operator）',
  admin_mail_requeued: '邮件已重新排队发送',
  admin_mail_not_parked: '找不到这封发送失败的邮件',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_team_created: 'Staff member created',
  admin_team_updated: 'Staff member saved',
  admin_team_password_reset: 'Password reset; this staff member must sign in again with the new one',
  admin_team_disabled: 'Staff member disabled and signed out everywhere',
  admin_team_enabled: 'Staff member enabled',
  admin_team_email_taken: 'The email {email} is already used by another staff member',
  admin_team_last_owner: 'The shop needs at least one enabled owner: the last one cannot be demoted or disabled',
  admin_team_disable_self: 'You cannot disable your own account',
  admin_team_name_required: 'Enter a name (at most 60 characters)',
  admin_team_password_short: 'The password needs at least 12 characters',
  admin_team_password_long: 'The password can have at most 128 characters',
  admin_team_role: 'The role must be owner or operator',
  admin_mail_requeued: 'The mail is queued to be sent again',
  admin_mail_not_parked: 'There is no parked mail with this id',
};
