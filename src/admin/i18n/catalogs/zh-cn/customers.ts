// Admin screen texts: customers (zh-cn).
export default {
  title: '',
};
