// Admin screen texts: team (zh-cn).
export default {
  title: '',
};
