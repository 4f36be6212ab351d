// Admin screen texts: groups (zh-cn).
export default {
  title: '',
};
