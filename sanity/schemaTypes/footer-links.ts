import { defineDocument, defineField, type Rule } from "./types";

/** Legal links accept a site path (/privacy) or a full URL; an empty one points home. */
const legalLink = (rule: Rule) => rule.uri({ scheme: ["http", "https"], allowRelative: true });

/** The footer's legal links: publish exactly one. */
export const footerLinksType = defineDocument({
  name: "footerLinks",
  title: "Footer legal links",
  type: "document",
  fields: [
    defineField({ name: "privacyLink", title: "Privacy Policy link", type: "url", validation: legalLink }),
    defineField({ name: "termsLink", title: "Terms of Service link", type: "url", validation: legalLink }),
    defineField({ name: "cookieLink", title: "Cookie Policy link", type: "url", validation: legalLink }),
  ],
});
