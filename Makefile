# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing first.
.PHONY: run test bench build deps clean snapshots cluster

run:
	@scripts/run.sh

test:
	@scripts/test.sh

bench:
	@scripts/bench.sh

# QuranFlow and Jamaal at production shape: PostgreSQL, two `quranflow serve` and two `jamaal serve` processes, HAProxy in
# front of each (docs/operations.md, The cluster).
cluster:
	@scripts/cluster.sh

# Re-records the screens' golden JSON (Tests/*/__Snapshots__) — deliberately, after a screen changed on purpose.
snapshots:
	swift build --build-tests
	SNAPSHOT_RECORD=1 swift test --skip-build --filter 'ScreenSnapshotTests'
	git status --short -- 'Tests/*/__Snapshots__'

build:
	. scripts/lib/release.sh && swift_release

deps:
	@scripts/install-deps.sh

clean:
	rm -rf .build .run test-artifacts
