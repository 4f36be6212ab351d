// Admin screen texts: orders (zh-cn).
export default {
  title: '',
};
