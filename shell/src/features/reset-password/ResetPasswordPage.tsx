// Seam for the authentication issue (D10): the page that completes a password reset.
export function ResetPasswordPage() {
  return (
    <main id="main-content" className="container">
      <h1>Reset your password</h1>
    </main>
  );
}
