import { site } from '@/lib/site';

/** The company's phone and e-mail as list items with their icons: the footer's and the forms' aside. */
export function PhoneAndEmailItems() {
  return (
    <>
      <li>
        <span className="icon-phone" />
        <a href={site.phoneHref}>{site.phone}</a>
      </li>
      <li>
        <span className="icon-mail" />
        <a href={`mailto:${site.email}`} className="break-all">
          {site.email}
        </a>
      </li>
    </>
  );
}
