import Foundation
import HolidayKit
import Testing

/// JSON as the Codable tests compare it: keys sorted, on one line.
func compactJSON(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `json`, a JSON text.
func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}

/// Expects `value` to encode as `json` (keys sorted, on one line) and
/// `json` to decode back to `value`.
func expectRoundTrip<T: Codable & Equatable>(
  _ value: T, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(try compactJSON(value) == json, sourceLocation: sourceLocation)
  #expect(try decode(T.self, from: json) == value, sourceLocation: sourceLocation)
}

/// Expects decoding `json` as `T` to throw `DecodingError.dataCorrupted`
/// (or, for a reminder, ``ReminderDecodingError``) whose description
/// contains `message`.
func expectCorrupted<T: Decodable>(
  _ type: T.Type, _ json: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let value = try decode(type, from: json)
    Issue.record("decoded \(json) as \(value)", sourceLocation: sourceLocation)
  } catch DecodingError.dataCorrupted(let context) {
    #expect(
      context.debugDescription.contains(message), "\(context.debugDescription)", sourceLocation: sourceLocation)
  } catch let error as ReminderDecodingError {
    #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected dataCorrupted, got \(error)", sourceLocation: sourceLocation)
  }
}
