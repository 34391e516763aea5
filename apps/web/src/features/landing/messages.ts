/** Arabic texts of the public landing page. */
export const landingMessages = {
  tagline: 'إدارة المشتركين والقراءات والفواتير لمولّد الحي في مكان واحد',
  login: 'تسجيل الدخول',
  customerPortal: 'استعلام عن فاتورتي',
  register: 'انضم إلينا',
  forCustomers: 'للمشتركين: استعلموا عن فواتيركم أو اطلبوا اشتراكاً جديداً دون تسجيل الدخول.',
} as const;
