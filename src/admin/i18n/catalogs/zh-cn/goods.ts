// Admin screen texts: goods (zh-cn).
export default {
  title: '',
};
