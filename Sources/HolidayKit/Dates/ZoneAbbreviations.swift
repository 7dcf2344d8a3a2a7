/// The time zone abbreviations Foundation reads as zones (its
/// `TimeZone.abbreviationDictionary` on Linux), and the IANA zone it reads
/// each as: `CST` is `America/Chicago`. A name here is never taken as a
/// zone, though some (`EST`, `CET`) are files of the time zone database
/// too, so that `CST` is not quietly US Central Time for a user in China.
package enum ZoneAbbreviations {
  /// Abbreviation → IANA name.
  static let ianaNames: [String: String] = [
    "ADT": "America/Halifax", "AKDT": "America/Juneau", "AKST": "America/Juneau",
    "ART": "America/Argentina/Buenos_Aires", "AST": "America/Halifax", "BDT": "Asia/Dhaka",
    "BRST": "America/Sao_Paulo", "BRT": "America/Sao_Paulo", "BST": "Europe/London", "CAT": "Africa/Harare",
    "CDT": "America/Chicago", "CEST": "Europe/Paris", "CET": "Europe/Paris", "CLST": "America/Santiago",
    "CLT": "America/Santiago", "COT": "America/Bogota", "CST": "America/Chicago", "EAT": "Africa/Addis_Ababa",
    "EDT": "America/New_York", "EEST": "Europe/Athens", "EET": "Europe/Athens", "EST": "America/New_York",
    "GST": "Asia/Dubai", "HKT": "Asia/Hong_Kong", "HST": "Pacific/Honolulu", "ICT": "Asia/Bangkok",
    "IRST": "Asia/Tehran", "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "KST": "Asia/Seoul",
    "MDT": "America/Denver", "MSD": "Europe/Moscow", "MSK": "Europe/Moscow", "MST": "America/Phoenix",
    "NDT": "America/St_Johns", "NST": "America/St_Johns", "NZDT": "Pacific/Auckland", "NZST": "Pacific/Auckland",
    "PDT": "America/Los_Angeles", "PET": "America/Lima", "PHT": "Asia/Manila", "PKT": "Asia/Karachi",
    "PST": "America/Los_Angeles", "SGT": "Asia/Singapore", "TRT": "Europe/Istanbul", "WAT": "Africa/Lagos",
    "WEST": "Europe/Lisbon", "WET": "Europe/Lisbon", "WIT": "Asia/Jakarta",
  ]

  /// The IANA name the abbreviation `abbreviation` stands for, such as
  /// `America/Chicago` for `CST`; nil when it is not one. `UTC` and `GMT`,
  /// which are IANA names too, are not abbreviations here.
  package static func ianaName(forAbbreviation abbreviation: String) -> String? {
    // ASCII only: a String key would also match a canonically equivalent
    // spelling, which no one means.
    guard abbreviation.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    return ianaNames[abbreviation]
  }
}
