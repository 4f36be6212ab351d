// Admin screen texts: marketing (zh-cn).
export default {
  title: '',
};
