# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing first.
.PHONY: run test bench build deps clean

run:
	@scripts/run.sh

test:
	@scripts/test.sh

bench:
	@scripts/bench.sh

build:
	swift build -c release

deps:
	@scripts/install-deps.sh

clean:
	rm -rf .build .run test-artifacts
