// Admin screen texts: audit (zh-cn).
export default {
  title: '',
};
