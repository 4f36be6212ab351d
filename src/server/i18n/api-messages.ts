// Messages of the API envelope in both languages. Keys are stable identifiers; a
// `{name}` placeholder is filled from the error's params.

import * as addresses from '../../domain/addresses/messages.ts';
import { createTextArea } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import * as adminCustomers from './messages/admin-customers.ts';
import * as adminGoods from './messages/admin-goods.ts';
import * as adminGroups from './messages/admin-groups.ts';
import * as adminMarketing from './messages/admin-marketing.ts';
import * as adminOrders from './messages/admin-orders.ts';
import * as adminSearch from './messages/admin-search.ts';
import * as adminSettings from './messages/admin-settings.ts';
import * as adminTeam from './messages/admin-team.ts';
import * as afterSales from './messages/after-sales.ts';
import * as cart from './messages/cart.ts';
import * as checkout from './messages/checkout.ts';
import * as currencies from './messages/currencies.ts';
import * as landedCost from './messages/landed-cost.ts';
import * as marketing from './messages/marketing.ts';
import * as orders from './messages/orders.ts';
import * as payments from './messages/payments.ts';
import * as stockAlerts from './messages/stock-alerts.ts';
import * as tracking from './messages/tracking.ts';

const zh = {
  ...adminGoods.zh,
  ...adminGroups.zh,
  ...adminSearch.zh,
  ...adminOrders.zh,
  ...adminCustomers.zh,
  ...adminMarketing.zh,
  ...adminSettings.zh,
  ...adminTeam.zh,
  ...addresses.zh,
  ...afterSales.zh,
  ...cart.zh,
  ...checkout.zh,
  ...currencies.zh,
  ...landedCost.zh,
  ...marketing.zh,
  ...payments.zh,
  ...orders.zh,
  ...tracking.zh,
  ...stockAlerts.zh,
  success: '成功',
  bad_request: '请求参数有误',
  invalid_field: '参数 {field} 无效：{reason}',
  expected_number: '需为数字',
  expected_int: '需为整数',
  expected_string: '需为文本',
  expected_boolean: '需为 true 或 false',
  expected_array: '需为列表',
  expected_object: '需为对象',
  expected_at_least: '不能小于 {limit}',
  expected_above: '需大于 {limit}',
  expected_at_most: '不能大于 {limit}',
  expected_below: '需小于 {limit}',
  malformed_json: '请求体不是有效的 JSON',
  uri_too_long: '请求地址过长',
  headers_too_large: '请求头过大',
  invalid_characters: '参数 {field} 含有不允许的字符（U+0000 或不成对的代理字符）',
  empty_body: '请求体不能为空',
  unsupported_media_type: '不支持的内容类型：{type}',
  payload_too_large: '请求体过大，最多 {limit}',
  not_found: '未找到',
  api_not_found: '接口不存在：{method} {path}',
  page_not_found: '页面不存在',
  method_not_allowed: '不支持该请求方法',
  forbidden: '没有权限',
  csrf_failed: '安全校验失败，请刷新页面后重试',
  origin_rejected: '请求来源不被允许',
  login_required: '请先登录',
  session_revoked: '登录已失效，请重新登录',
  too_many_requests: '操作过于频繁，请在 {seconds} 秒后重试',
  internal_error: '服务器内部错误，请稍后再试',
  unavailable: '服务暂时不可用',
  storage_unavailable: '文件存储暂时无法访问，请稍后重试',
  conflict: '操作冲突',
  email_required: '请输入邮箱地址',
  email_invalid: '请输入有效的邮箱地址',
  mobile_required: '请输入手机号',
  mobile_invalid: '请输入正确的手机号',
  password_too_short: '密码至少需要 8 位',
  password_too_long: '密码最多 128 位',
  username_invalid: '用户名需为 2 到 32 个字符',
  captcha_required: '请完成图形验证',
  captcha_wrong: '图形验证码错误或已过期，请重新输入',
  captcha_key_missing: '请先获取图形验证码（GET /captcha），或在请求中带上它的 key',
  captcha_audio_unknown: '验证码不存在、已使用或已过期，请换一张',
  captcha_audio_played_out: '这个验证码的语音已播放 {plays} 次，请换一张',
  email_taken: '该邮箱已注册，请直接登录',
  username_taken: '该用户名已被使用',
  login_failed: '邮箱或密码错误',
  account_disabled: '该账号已被停用，请联系客服',
  login_success: '登录成功',
  register_success: '注册成功',
  logout_success: '已退出登录',
  email_enter: '请输入邮箱',
  code_required: '请输入验证码',
  code_wrong: '验证码错误或已过期',
  code_resend_wait: '验证码已发送，请 {seconds} 秒后再试',
  code_daily_limit: '今日验证码发送次数已达上限，请明天再试',
  code_sent: '验证码已发送，请查收邮件',
  google_not_configured: '本店未开启 Google 登录',
  google_failed: 'Google 登录失败，请重试',
  locale_invalid: '参数 locale 无效：需为 zh-cn 或 en',
  platform_unsupported: '不支持的登录方式',
} as const;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  ...adminGoods.en,
  ...adminGroups.en,
  ...adminSearch.en,
  ...adminOrders.en,
  ...adminCustomers.en,
  ...adminMarketing.en,
  ...adminSettings.en,
  ...adminTeam.en,
  ...addresses.en,
  ...afterSales.en,
  ...cart.en,
  ...checkout.en,
  ...currencies.en,
  ...landedCost.en,
  ...marketing.en,
  ...payments.en,
  ...orders.en,
  ...tracking.en,
  ...stockAlerts.en,
  success: 'success',
  bad_request: 'Bad request',
  invalid_field: 'Invalid {field}: {reason}',
  expected_number: 'a number is required',
  expected_int: 'a whole number is required',
  expected_string: 'text is required',
  expected_boolean: 'true or false is required',
  expected_array: 'a list is required',
  expected_object: 'an object is required',
  expected_at_least: 'at least {limit}',
  expected_above: 'more than {limit}',
  expected_at_most: 'at most {limit}',
  expected_below: 'less than {limit}',
  malformed_json: 'The request body is not valid JSON',
  uri_too_long: 'The request URL is too long',
  headers_too_large: 'The request headers are too large',
  invalid_characters: '{field} contains a character that is not allowed (U+0000 or an unpaired surrogate)',
  empty_body: 'The request body must not be empty',
  unsupported_media_type: 'Unsupported content type: {type}',
  payload_too_large: 'The request body is too large (at most {limit})',
  not_found: 'Not found',
  api_not_found: 'No such API: {method} {path}',
  page_not_found: 'Page Not Found',
  method_not_allowed: 'Method not allowed',
  forbidden: 'Forbidden',
  csrf_failed: 'Security check failed, please reload the page and try again',
  origin_rejected: 'Request origin not allowed',
  login_required: 'Please log in first',
  session_revoked: 'Your session has ended, please log in again',
  too_many_requests: 'Too many requests, try again in {seconds} s',
  internal_error: 'Internal server error, please try again later',
  unavailable: 'Service temporarily unavailable',
  storage_unavailable: 'File storage is temporarily unreachable, please try again shortly',
  conflict: 'Conflicting operation',
  email_required: 'Please enter your email address',
  email_invalid: 'Please enter a valid email address',
  mobile_required: 'Please enter your mobile number',
  mobile_invalid: 'Please enter a valid mobile number',
  password_too_short: 'The password needs at least 8 characters',
  password_too_long: 'The password can have at most 128 characters',
  username_invalid: 'The username needs 2 to 32 characters',
  captcha_required: 'Please complete the captcha',
  captcha_wrong: 'The captcha is wrong or has expired, please try again',
  captcha_key_missing: 'Get a captcha first (GET /captcha) from this browser, or send its id as key',
  captcha_audio_unknown: 'This captcha is unknown, used or expired; get a new one',
  captcha_audio_played_out: "This captcha's audio was played {plays} times; get a new one",
  email_taken: 'This email is already registered, please log in',
  username_taken: 'This username is already taken',
  login_failed: 'Incorrect email or password',
  account_disabled: 'This account has been disabled, please contact us',
  login_success: 'Login successful',
  register_success: 'Registered successfully',
  logout_success: 'Logged out',
  email_enter: 'Please enter your email',
  code_required: 'Please enter the verification code',
  code_wrong: 'The verification code is wrong or has expired',
  code_resend_wait: 'A code was just sent; try again in {seconds} s',
  code_daily_limit: 'Too many codes today; please try again tomorrow',
  code_sent: 'The code is on its way, please check your email',
  google_not_configured: 'Google sign-in is not enabled for this shop',
  google_failed: 'Google sign-in failed, please try again',
  locale_invalid: 'Invalid locale: zh-cn or en is required',
  platform_unsupported: 'This sign-in method is not supported',
};

/** Both languages' messages whole (the catalogue test compares them). */
export const apiCatalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-cn': zh, en };

/** The API's messages in the shared translation system (namespace `api`). */
const apiText = createTextArea<MessageKey>('api');
apiText.add('zh-cn', zh);
apiText.add('en', en);

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zh, key);
}

/** Renders a message in a locale, filling `{name}` placeholders. */
export function apiMessage(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return apiText.translator(locale)(key, params);
}
