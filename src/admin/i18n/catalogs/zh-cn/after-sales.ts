// Admin screen texts: afterSales (zh-cn).
export default {
  title: '',
};
