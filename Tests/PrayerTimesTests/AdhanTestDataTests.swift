import Foundation
import PrayerTimes
import Testing

/// Adhan's eight published test-data files, each within the variance it allows (exact when it states none).
@Suite struct AdhanTestDataTests {
    @Test(arguments: AdhanTestData.fileNames)
    func matchesPublishedTimes(file: String) throws {
        let data = try AdhanTestData.load(file)
        let calculator = PrayerCalculator(coordinates: data.coordinates, timeZone: data.zone, parameters: data.parameters)
        var worst = 0
        for day in data.days {
            let computed = calculator.day(day.date)
            #expect(computed.unavailable == nil, "\(file) \(day.date): \(String(describing: computed.unavailable))")
            for prayer in Prayer.allCases {
                let time = try #require(computed[prayer], "\(file) \(day.date) \(prayer) missing")
                let minutes = AdhanTestData.localMinutes(time, zone: data.zone, on: day.date)
                let difference = abs(minutes - day.minutes[prayer]!)
                worst = max(worst, difference)
                #expect(
                    difference <= data.variance,
                    "\(file) \(day.date) \(prayer): computed \(minutes / 60):\(minutes % 60), published \(day.minutes[prayer]! / 60):\(day.minutes[prayer]! % 60), variance \(data.variance)"
                )
            }
        }
        #expect(data.days.count >= 12)
        #expect(worst <= data.variance)
    }

    @Test func testDataDirectoryIsFound() {
        #expect(
            FileManager.default.fileExists(atPath: AdhanTestData.directory.appendingPathComponent("README.md").path),
            "expected Adhan's test data at \(AdhanTestData.directory.path)")
    }
}
