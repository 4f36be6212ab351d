// Placeholder while the page is being built (issue 5).
export default function Page() {
  return null;
}
