// Before first paint: what is offered to non-agents (promotion banner, join and
// reservation-management links) hides for a stored agent, a user with a numeric plan_id
// (SPEC section 6, as src/stores/auth.ts reads it); src/scripts/agent-view.ts follows
// sign-in and sign-out afterwards.
try {
  var user = JSON.parse(localStorage.getItem('authUser') || 'null');
  if (
    user &&
    typeof user.name === 'string' &&
    Number.isFinite(user.id) &&
    Number.isFinite(user.plan_id)
  )
    document.documentElement.dataset.agent = '';
} catch {
  // Unreadable storage: shown as for any visitor.
}
