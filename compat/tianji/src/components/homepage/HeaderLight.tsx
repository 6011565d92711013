import React from 'react';

export const HomepageHeaderLight: React.FC = React.memo(() => {
  return (
    <div className="absolute left-0 right-0 top-0 -z-10 block">
      <svg
        viewBox="0 0 1728 1207"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <g opacity="0.5">
          <rect
            width="1246"
            height="982"
            transform="translate(241 -390)"
            fill="url(#paint0_radial_2453_2480)"
            fill-opacity="0.4"
          ></rect>
          <rect
            width="1246"
            height="982"
            transform="translate(241 -390)"
            fill="url(#paint1_radial_2453_2480)"
            fill-opacity="0.4"
          ></rect>
          <rect
            width="1246"
            height="982"
            transform="translate(241 -390)"
            fill="url(#paint2_radial_2453_2480)"
            fill-opacity="0.4"
          ></rect>
          <rect
            width="1246"
            height="982"
            transform="translate(241 -390)"
            fill="url(#paint3_radial_2453_2480)"
            fill-opacity="0.4"
          ></rect>
          <rect
            width="1246"
            height="982"
            transform="translate(241 -390)"
            fill="url(#paint4_radial_2453_2480)"
            fill-opacity="0.4"
          ></rect>
        </g>
        <g opacity="0.5">
          <rect
            x="1831.31"
            y="844.348"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 844.348)"
            fill="url(#paint5_linear_2453_2480)"
            fill-opacity="0.56"
          ></rect>
          <rect
            x="2161.31"
            y="403.466"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 2161.31 403.466)"
            fill="url(#paint6_linear_2453_2480)"
            fill-opacity="0.56"
          ></rect>
          <rect
            x="1831.31"
            y="1168.5"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 1168.5)"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1831.31"
            y="1024.43"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 1024.43)"
            fill="url(#paint7_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
          <rect
            x="1831.31"
            y="1132.49"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 1132.49)"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1831.31"
            y="592.228"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 592.228)"
            fill="url(#paint8_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
          <rect
            x="1831.31"
            y="762.228"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 762.228)"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1831.31"
            y="302.226"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 302.226)"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1831.31"
            y="932.228"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1831.31 932.228)"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1121.31"
            y="202.22"
            width="1.24202"
            height="1934.62"
            transform="rotate(90 1121.31 202.22)"
            fill="url(#paint9_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
          <rect
            x="602.617"
            y="0.222656"
            width="1.36433"
            height="1117.78"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            x="1013.98"
            y="0.222656"
            width="1.36433"
            height="1117.78"
            fill="#8395BC"
            fill-opacity="0.1"
          ></rect>
          <rect
            width="1.36433"
            height="1117.78"
            transform="matrix(1 0 0 -1 170.523 1207)"
            fill="url(#paint10_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
          <rect
            width="1.36433"
            height="1117.78"
            transform="matrix(1 0 0 -1 331.883 1207)"
            fill="url(#paint11_linear_2453_2480)"
            fill-opacity="0.56"
          ></rect>
          <rect
            x="1140.96"
            y="89.2227"
            width="1.36433"
            height="1117.78"
            fill="url(#paint12_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
          <rect
            x="1259.66"
            y="89.2227"
            width="1.36433"
            height="1117.78"
            fill="url(#paint13_linear_2453_2480)"
            fill-opacity="0.44"
          ></rect>
          <rect
            x="1655.32"
            y="89.2227"
            width="1.36433"
            height="1117.78"
            fill="url(#paint14_linear_2453_2480)"
            fill-opacity="0.48"
          ></rect>
        </g>
        <defs>
          <radialGradient
            id="paint0_radial_2453_2480"
            cx="0"
            cy="0"
            r="1"
            gradientUnits="userSpaceOnUse"
            gradientTransform="translate(623 491) rotate(38.2424) scale(793.228 771.262)"
          >
            <stop stop-color="#4F1D9E"></stop>
            <stop offset="0.5" stop-opacity="0"></stop>
          </radialGradient>
          <radialGradient
            id="paint1_radial_2453_2480"
            cx="0"
            cy="0"
            r="1"
            gradientUnits="userSpaceOnUse"
            gradientTransform="translate(623 491) rotate(38.2424) scale(793.228 771.262)"
          >
            <stop stop-color="#1D979E"></stop>
            <stop offset="1" stop-opacity="0"></stop>
          </radialGradient>
          <radialGradient
            id="paint2_radial_2453_2480"
            cx="0"
            cy="0"
            r="1"
            gradientUnits="userSpaceOnUse"
            gradientTransform="translate(623 491) rotate(38.2424) scale(793.228 771.262)"
          >
            <stop stop-color="#2AB4D9"></stop>
            <stop offset="0.5" stop-opacity="0"></stop>
          </radialGradient>
          <radialGradient
            id="paint3_radial_2453_2480"
            cx="0"
            cy="0"
            r="1"
            gradientUnits="userSpaceOnUse"
            gradientTransform="translate(623 491) rotate(38.2424) scale(793.228 771.262)"
          >
            <stop stop-color="#2AB4D9"></stop>
            <stop offset="0.6" stop-opacity="0"></stop>
          </radialGradient>
          <radialGradient
            id="paint4_radial_2453_2480"
            cx="0"
            cy="0"
            r="1"
            gradientUnits="userSpaceOnUse"
            gradientTransform="translate(623 491) rotate(38.2424) scale(793.228 771.262)"
          >
            <stop offset="0.3" stop-color="#4F1D9E"></stop>
            <stop offset="0.8" stop-opacity="0"></stop>
          </radialGradient>
          <linearGradient
            id="paint5_linear_2453_2480"
            x1="1831.93"
            y1="844.348"
            x2="1831.93"
            y2="2778.96"
            gradientUnits="userSpaceOnUse"
          >
            <stop stop-color="#63A2DC" stop-opacity="0"></stop>
            <stop offset="0.287409" stop-color="#63A2DC"></stop>
            <stop
              offset="0.471153"
              stop-color="#63A2DC"
              stop-opacity="0.24504"
            ></stop>
            <stop
              offset="0.840574"
              stop-color="#63A2DC"
              stop-opacity="0"
            ></stop>
          </linearGradient>
          <linearGradient
            id="paint6_linear_2453_2480"
            x1="2161.93"
            y1="403.466"
            x2="2161.93"
            y2="2338.08"
            gradientUnits="userSpaceOnUse"
          >
            <stop stop-color="#63A2DC" stop-opacity="0"></stop>
            <stop offset="0.287409" stop-color="#63A2DC"></stop>
            <stop
              offset="0.471153"
              stop-color="#63A2DC"
              stop-opacity="0.24504"
            ></stop>
            <stop
              offset="0.840574"
              stop-color="#63A2DC"
              stop-opacity="0"
            ></stop>
          </linearGradient>
          <linearGradient
            id="paint7_linear_2453_2480"
            x1="1831.93"
            y1="1024.43"
            x2="1831.93"
            y2="2959.05"
            gradientUnits="userSpaceOnUse"
          >
            <stop
              offset="0.402056"
              stop-color="#63BDC3"
              stop-opacity="0"
            ></stop>
            <stop offset="0.765238" stop-color="#63BDC3"></stop>
            <stop offset="1" stop-color="#63BDC3" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint8_linear_2453_2480"
            x1="1831.93"
            y1="1424.04"
            x2="1831.93"
            y2="2526.84"
            gradientUnits="userSpaceOnUse"
          >
            <stop
              offset="0.184672"
              stop-color="#63BDC3"
              stop-opacity="0"
            ></stop>
            <stop offset="0.67064" stop-color="#63BDC3"></stop>
            <stop offset="1" stop-color="#63BDC3" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint9_linear_2453_2480"
            x1="1121.93"
            y1="202.22"
            x2="1121.93"
            y2="2136.84"
            gradientUnits="userSpaceOnUse"
          >
            <stop
              offset="0.269769"
              stop-color="#DE5E85"
              stop-opacity="0"
            ></stop>
            <stop offset="0.769063" stop-color="#DE5E85"></stop>
            <stop offset="1" stop-color="#DE5E85" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint10_linear_2453_2480"
            x1="0.682163"
            y1="0"
            x2="0.682163"
            y2="1117.78"
            gradientUnits="userSpaceOnUse"
          >
            <stop
              offset="0.269769"
              stop-color="#DE5E85"
              stop-opacity="0"
            ></stop>
            <stop offset="0.769063" stop-color="#DE5E85"></stop>
            <stop offset="1" stop-color="#DE5E85" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint11_linear_2453_2480"
            x1="0.682163"
            y1="0"
            x2="0.682163"
            y2="1117.78"
            gradientUnits="userSpaceOnUse"
          >
            <stop
              offset="0.274492"
              stop-color="#B063C3"
              stop-opacity="0"
            ></stop>
            <stop offset="0.639592" stop-color="#B063C3"></stop>
            <stop offset="1" stop-color="#B063C3" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint12_linear_2453_2480"
            x1="1141.64"
            y1="89.2227"
            x2="1141.64"
            y2="1207"
            gradientUnits="userSpaceOnUse"
          >
            <stop offset="0.31182" stop-color="#63BDC3" stop-opacity="0"></stop>
            <stop offset="0.681076" stop-color="#63BDC3"></stop>
            <stop offset="1" stop-color="#63BDC3" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint13_linear_2453_2480"
            x1="1260.34"
            y1="89.2227"
            x2="1260.34"
            y2="1207"
            gradientUnits="userSpaceOnUse"
          >
            <stop stop-color="#63BDC3" stop-opacity="0"></stop>
            <stop offset="0.130208" stop-color="#63BDC3"></stop>
            <stop offset="1" stop-color="#63BDC3" stop-opacity="0"></stop>
          </linearGradient>
          <linearGradient
            id="paint14_linear_2453_2480"
            x1="1656"
            y1="89.2227"
            x2="1656"
            y2="1207"
            gradientUnits="userSpaceOnUse"
          >
            <stop stop-color="#63BDC3" stop-opacity="0"></stop>
            <stop offset="0.515626" stop-color="#63BDC3"></stop>
            <stop offset="1" stop-color="#63BDC3" stop-opacity="0"></stop>
          </linearGradient>
        </defs>
      </svg>
    </div>
  );
});
HomepageHeaderLight.displayName = 'HomepageHeaderLight';
