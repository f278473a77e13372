// The analytics beacon (docs/privacy.md, ADR 0028), inlined at the end of every page's body by
// app/layouts/site-layout.astro; the build hashes it into each page's CSP like every inline script. It sends
// nothing when the browser asks not to be tracked (Global Privacy Control, Do Not Track), sets no cookie and
// stores nothing. One beacon per page load (a view; the server counts a view of a path it does not serve as a page
// not found, server/analytics/collect.ts), one per event: a link to another site, a download, an element marked
// data-track="name:value" (a position viewed), and what islands hand over through trackEvent (app/lib/track.ts).

/** The DOM event an island dispatches on `document` to have the beacon send an event. */
export const TRACK_EVENT = "vc:track";

/** A plain string (not a function's source), so its bytes and CSP hash are the same in every build. */
export const ANALYTICS_BEACON_SCRIPT =
  `(function(){var n=navigator,d=document,l=location;` +
  `if(n.globalPrivacyControl||n.doNotTrack=="1"||!n.sendBeacon)return;` +
  `function s(k,e,v){try{n.sendBeacon("/api/event",JSON.stringify({k:k,n:e,v:v,u:l.pathname+l.search,` +
  `r:d.referrer,w:innerWidth}))}catch(x){}}` +
  `s("v");` +
  `d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href],[data-track]"),t,i;` +
  `if(!a)return;t=a.getAttribute("data-track");if(t){i=t.indexOf(":");s("e",t.slice(0,i),t.slice(i+1))}` +
  `else if(/^https?:$/.test(a.protocol)&&a.host!=l.host)s("e","outbound",a.href);` +
  `else if(a.host==l.host&&(a.hasAttribute("download")||/\\.(pdf|zip)$/i.test(a.pathname)))` +
  `s("e","download",a.pathname)},true);` +
  `d.addEventListener("${TRACK_EVENT}",function(e){s("e",e.detail.n,e.detail.v)})})()`;
