//! Reads arbitrary bytes as SFEN (also `startpos`, `sfen …` and the USI
//! `position …` forms): never a panic; a position read writes back as SFEN
//! that reads as the same position and move number (SFEN → to_sfen →
//! parse_sfen is the identity), the writing is canonical (written twice, the
//! same text), and the allocation-free writer agrees with `to_sfen`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::sfen::SFEN_MAX_LEN;
use shogi64::{parse_sfen, to_sfen, write_sfen, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse_sfen(text) {
        Ok((p, n)) => {
            // 0 and a missing number read as 1: the number read is never 0.
            assert!(n >= 1, "{text:?} read with move number {n}");
            let written = to_sfen(&p, n);
            assert_eq!(
                parse_sfen(&written),
                Ok((p, n)),
                "{text:?} written as {written}"
            );
            assert_eq!(Position::from_sfen(&written), Ok(p));
            assert_eq!(p.to_sfen(n), written);
            let mut buf = [0u8; SFEN_MAX_LEN];
            let len = write_sfen(&p, n, &mut buf);
            assert_eq!(&buf[..len], written.as_bytes());
            // Any position SFEN holds is a Shogi64 position too.
            assert_eq!(shogi64::decode(&shogi64::encode(&p)), Ok(p), "{written}");
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
