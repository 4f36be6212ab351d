// Shop mail in both languages. Plain text plus a small, inline-styled HTML version.
import type { Locale } from '../../../domain/locale.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

export function signInCodeMail(to: string, code: string, shop: string, lang: Locale): Mail {
  const zh = lang === 'zh-cn';
  const subject = zh ? `${shop} 登录验证码：${code}` : `Your ${shop} sign-in code: ${code}`;
  const lines = zh
    ? [`您的登录验证码是 ${code}，10 分钟内有效。`, '如果这不是您本人的操作，请忽略本邮件。']
    : [
        `Your sign-in code is ${code}. It is valid for 10 minutes.`,
        'If you did not ask for it, you can ignore this email.',
      ];
  const html = `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(shop)}</h1>
<p>${escapeHtml(lines[0]).replace(code, `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)}</p>
<p style="color:#475569">${escapeHtml(lines[1])}</p></body></html>`;
  return { to, subject, text: `${lines.join('\n\n')}\n\n${shop}`, html };
}
