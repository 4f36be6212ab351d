// Messages of the image upload endpoint in both languages. The endpoint answers
// {code, data, msg} rather than the envelope and renders these itself, so they need
// no merging into api-messages.ts (the `upload_` prefix keeps a merge collision-free).
export const zh = {
  upload_success: '上传成功',
  upload_not_multipart: '请以 multipart/form-data 格式在字段 image 中上传图片',
  upload_malformed: '上传数据不完整或格式有误，请重试',
  upload_no_file: '请在字段 image 中选择一张图片',
  upload_unexpected_field: '不支持的字段 {field}：只需在字段 image 中上传图片',
  upload_only_image: '只需在字段 image 中上传一张图片，不要附带其他字段',
  upload_one_file: '每次只能上传一张图片',
  upload_empty: '文件是空的，请重新选择图片',
  upload_too_large: '图片不能超过 {limit} MB',
  upload_not_image: '只能上传 JPEG、PNG、WebP、GIF 或 AVIF 格式的图片',
  upload_too_many_pixels: '图片尺寸过大，最多 {limit} 百万像素',
  upload_unreadable: '无法读取这张图片，文件可能已损坏',
  upload_rate_limited: '上传过于频繁，请在 {seconds} 秒后重试',
  upload_failed: '图片保存失败，请稍后重试',
} as const;

export const en: Record<keyof typeof zh, string> = {
  upload_success: 'success',
  upload_not_multipart: 'Send the image as multipart/form-data in the field "image"',
  upload_malformed: 'The upload was incomplete or malformed, please try again',
  upload_no_file: 'Choose an image and send it in the field "image"',
  upload_unexpected_field: 'Unexpected field "{field}": send only the image, in the field "image"',
  upload_only_image: 'Send just one image, in the field "image", and no other fields',
  upload_one_file: 'Upload one image at a time',
  upload_empty: 'The file is empty, please choose another image',
  upload_too_large: 'The image must not be larger than {limit} MB',
  upload_not_image: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  upload_too_many_pixels: 'The image is too large: at most {limit} megapixels',
  upload_unreadable: 'This image could not be read; the file may be damaged',
  upload_rate_limited: 'Too many uploads, try again in {seconds} s',
  upload_failed: 'The image could not be saved, please try again later',
};
