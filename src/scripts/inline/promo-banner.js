// An agent is a stored user with a numeric plan_id (SPEC section 6), as src/stores/auth.ts reads it.
(function () {
  try {
    var user = JSON.parse(localStorage.getItem('authUser') || 'null');
    if (
      user &&
      typeof user.name === 'string' &&
      Number.isFinite(user.id) &&
      Number.isFinite(user.plan_id)
    ) {
      var banners = document.querySelectorAll('[data-promo-banner]');
      for (var i = 0; i < banners.length; i++) banners[i].hidden = true;
    }
  } catch {
    // Unreadable storage: the banner stays, as for any visitor.
  }
})();
