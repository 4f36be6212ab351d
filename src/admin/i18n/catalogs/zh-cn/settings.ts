// Admin screen texts: settings (zh-cn).
export default {
  title: '',
};
