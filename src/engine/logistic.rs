//! The logistic curve `1 / (1 + e^−x)` without `std` (which brings `exp`
//! to floats): e^y for y ≤ 0 as 2^k × e^r, with |r| ≤ ln 2 / 2 and e^r by
//! its Taylor series to r¹³ (whose next term is below 10⁻¹⁷ there).

/// ln 2 in two parts, by their bits: the first with 32 trailing zero bits,
/// so that `k × LN2_HI` is exact for the |k| ≤ 1100 used here
/// (6.93147180369123816490e-1 and 1.90821492927058770002e-10).
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);

/// 1 / n! for n from 13 down to 2.
const INVERSE_FACTORIALS: [f64; 12] = [
    1.0 / 6_227_020_800.0,
    1.0 / 479_001_600.0,
    1.0 / 39_916_800.0,
    1.0 / 3_628_800.0,
    1.0 / 362_880.0,
    1.0 / 40_320.0,
    1.0 / 5_040.0,
    1.0 / 720.0,
    1.0 / 120.0,
    1.0 / 24.0,
    1.0 / 6.0,
    1.0 / 2.0,
];

/// 2^k as a float, for −1022 ≤ k ≤ 1023.
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// e^y for y ≤ 0 (0 below −746, where it is less than half the smallest float).
fn exp_nonpositive(y: f64) -> f64 {
    if y < -746.0 {
        return 0.0;
    }
    // k = round(y / ln 2): `as` truncates towards zero, which for the
    // nonpositive t − 0.5 is rounding up.
    let t = y * core::f64::consts::LOG2_E;
    let k = (t - 0.5) as i32;
    let r = (y - f64::from(k) * LN2_HI) - f64::from(k) * LN2_LO;
    let mut p = 0.0;
    for c in INVERSE_FACTORIALS {
        p = (p + c) * r;
    }
    let er = 1.0 + (r + p * r);
    if k >= -1022 {
        er * pow2(k)
    } else {
        // A subnormal result: scaled in two steps.
        er * pow2(k + 200) * pow2(-200)
    }
}

/// `1 / (1 + e^−x)`; NaN for NaN.
pub(crate) fn logistic(x: f64) -> f64 {
    if x >= 0.0 {
        1.0 / (1.0 + exp_nonpositive(-x))
    } else if x < 0.0 {
        let e = exp_nonpositive(x);
        e / (1.0 + e)
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Within `ulps` units in the last place of `want`.
    fn close(got: f64, want: f64, ulps: f64) -> bool {
        got == want || (got - want).abs() <= ulps * f64::EPSILON * want.abs()
    }

    #[test]
    fn ln2_parts_sum_to_ln2() {
        assert_eq!(LN2_HI + LN2_LO, core::f64::consts::LN_2);
        assert!((LN2_HI - 0.693_147_180_369_123_8).abs() < 1e-16);
    }

    #[test]
    fn exp_is_std_within_two_ulps() {
        let mut y = 0.0;
        while y > -745.0 {
            let (got, want) = (exp_nonpositive(y), y.exp());
            let ulps = if want < f64::MIN_POSITIVE { 1e300 } else { 2.0 };
            assert!(close(got, want, ulps), "{y}: {got} against {want}");
            y -= 0.012_345_678_9;
        }
        assert_eq!(exp_nonpositive(0.0), 1.0);
        assert_eq!(exp_nonpositive(-800.0), 0.0);
        assert_eq!(exp_nonpositive(f64::NEG_INFINITY), 0.0);
    }

    #[test]
    fn logistic_is_the_formula() {
        for i in -40_000..=40_000 {
            let x = f64::from(i) / 1000.0;
            let want = 1.0 / (1.0 + (-x).exp());
            assert!(close(logistic(x), want, 4.0), "{x}");
        }
        assert_eq!(logistic(0.0), 0.5);
        assert_eq!(logistic(1e9), 1.0);
        assert_eq!(logistic(-1e9), 0.0);
        assert!(logistic(f64::NAN).is_nan());
    }
}
