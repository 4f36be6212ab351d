// Admin screen texts: dashboard (zh-cn).
export default {
  title: '',
};
