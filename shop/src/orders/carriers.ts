/**
 * The parcel carriers whose tracking page the shop can link to. Staff type the carrier's name
 * when they ship; a known name (case, spaces and dots do not matter) gets a tracking link, any
 * other carrier is shown with its tracking number only.
 */
const trackingPages: Readonly<Record<string, (trackingNumber: string) => string>> = {
  dhl: (n) => `https://www.dhl.com/de-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
  gls: (n) => `https://gls-group.com/DE/en/parcel-tracking?match=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  deutschepost: (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
};

function carrierKey(carrier: string): string {
  return carrier.toLowerCase().replace(/[\s.\-_]+/gu, '');
}

/** The carrier's tracking page for a parcel, or null for a carrier the shop does not know. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (carrier === null || trackingNumber === null) return null;
  const page = trackingPages[carrierKey(carrier)];
  return page === undefined ? null : page(encodeURIComponent(trackingNumber.trim()));
}
