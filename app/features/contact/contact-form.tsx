// Placeholder until the forms issue lands: the Contact page places <ContactForm /> where the form belongs.
export function ContactForm() {
  return <p className="text-slate-700">The contact form is on its way.</p>;
}
