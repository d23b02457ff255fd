import Foundation

#if canImport(Glibc)
    import Glibc
#endif

enum MultipartFixture {
    /// Builds a multipart/form-data body with text fields and one file.
    static func body(
        boundary: String, fields: [(String, String)],
        file: (field: String, name: String, type: String, data: [UInt8])?
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        for (name, value) in fields {
            bytes += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            bytes += Array(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; "
                    + "filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n").utf8)
            bytes += file.data + Array("\r\n".utf8)
        }
        bytes += Array("--\(boundary)--\r\n".utf8)
        return bytes
    }
}

enum CPUTime {
    /// CPU seconds used by libmicrohttpd's threads (named "MHD-…"), or by the whole process if unnamed.
    static func serverThreads() -> Double {
        serverThreadsMeasured().seconds
    }

    /// CPU seconds and whether libmicrohttpd threads were found by name.
    static func serverThreadsMeasured() -> (seconds: Double, named: Bool) {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        var total = 0.0
        var found = false
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks {
            guard let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let name = stat[stat.index(after: open)..<close]
            guard name.hasPrefix("MHD") else { continue }
            found = true
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            // utime and stime are fields 14 and 15 of the stat line, i.e. 11 and 12 after the name.
            total += (Double(fields[11]) ?? 0) / ticks + (Double(fields[12]) ?? 0) / ticks
        }
        if found { return (total, true) }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000, false
        )
    }
}
