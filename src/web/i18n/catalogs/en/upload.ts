// UI text for the upload pages and components, English (must cover every zh-cn key).
import type zh from '../zh-cn/upload.ts';

const en: Record<keyof typeof zh, string> = {
  'upload.label': 'Images',
  'upload.add': 'Upload image',
  'upload.replace': 'Replace image',
  'upload.count': '{count} of at most {limit} images uploaded',
  'upload.prepare': 'prepare to upload',
  'upload.uploading': 'Uploading',
  'upload.progress': 'Upload progress of {name}',
  'upload.failed': 'Upload failed',
  'upload.retryName': 'Uploading {name} failed, activate to retry',
  'upload.image': 'Image {index} of {total}',
  'upload.delete': 'Delete image {index}',
  'upload.deleteTitle': 'Tip',
  'upload.deleteYes': 'Delete',
  'upload.keep': 'Keep it',
  'upload.deleteConfirm': 'Are you sure to delete this image?',
  'upload.deleted': 'Image deleted',
  'upload.move': 'Reorder image {index}',
  'upload.sortHint': 'Drag to reorder, or press the left and right arrow keys',
  'upload.moved': 'Moved to position {position} of {total}',
  'upload.done': '{name} uploaded',
  'upload.failedAnnounce': 'Uploading {name} failed; activate it to retry',
  'upload.limitExceeded': 'You can upload at most {limit} images',
  'upload.notImage': 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  'upload.uploadFailed': 'Upload failed, please try again',
};
export default en;
