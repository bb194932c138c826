module {
  func.func @adamw_8x4(%w: tensor<8x4xf32> {bufferization.writable = false}, %g: tensor<8x4xf32> {bufferization.writable = false}, %m: tensor<8x4xf32> {bufferization.writable = false}, %v: tensor<8x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<8x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_5 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<8x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_9 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<8x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_13 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_13 : tensor<8x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_20 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_20 : tensor<8x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_26 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_26 : tensor<8x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_32 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_32 : tensor<8x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_38 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_38 : tensor<8x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_45 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_45 : tensor<8x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_51 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_51 : tensor<8x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_57 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_57 : tensor<8x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_63 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_63 : tensor<8x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_70 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<8x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_74 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_74 : tensor<8x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_80 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_80 : tensor<8x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_87 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<8x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_91 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_91 : tensor<8x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_97 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_97 : tensor<8x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_104 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<8x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_108 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_108 : tensor<8x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_114 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_114 : tensor<8x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_120 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_120 : tensor<8x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_126 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_126 : tensor<8x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_132 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<8x4xf32>) outs(%_132 : tensor<8x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_137 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<8x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_141 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_141 : tensor<8x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_147 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_147 : tensor<8x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_153 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_153 : tensor<8x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    func.return %_158, %_37, %_68 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> loc("storylm0_adamw_step.kina":3:1)
  } loc("storylm0_adamw_step.kina":3:1)
  func.func @adamw_4x4(%w: tensor<4x4xf32> {bufferization.writable = false}, %g: tensor<4x4xf32> {bufferization.writable = false}, %m: tensor<4x4xf32> {bufferization.writable = false}, %v: tensor<4x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_5 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_9 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_13 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_13 : tensor<4x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_20 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_20 : tensor<4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_26 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_26 : tensor<4x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_32 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_32 : tensor<4x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_45 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_45 : tensor<4x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_51 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_51 : tensor<4x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_57 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_57 : tensor<4x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_63 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_63 : tensor<4x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_74 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_74 : tensor<4x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_80 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_80 : tensor<4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_87 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_91 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_91 : tensor<4x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_97 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_97 : tensor<4x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_104 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_108 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_108 : tensor<4x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_114 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_114 : tensor<4x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_120 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_120 : tensor<4x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_126 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_126 : tensor<4x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_132 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x4xf32>) outs(%_132 : tensor<4x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_137 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_141 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_141 : tensor<4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_147 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_147 : tensor<4x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_153 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_153 : tensor<4x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    func.return %_158, %_37, %_68 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> loc("storylm0_adamw_step.kina":20:1)
  } loc("storylm0_adamw_step.kina":20:1)
  func.func @adamw_4x8(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x8xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_5 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x8xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_9 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x8xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_13 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_13 : tensor<4x8xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_20 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_20 : tensor<4x8xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_26 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_26 : tensor<4x8xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_32 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_32 : tensor<4x8xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_38 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_38 : tensor<4x8xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_45 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_45 : tensor<4x8xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_51 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_51 : tensor<4x8xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_57 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_57 : tensor<4x8xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_63 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_63 : tensor<4x8xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_70 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x8xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_74 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_74 : tensor<4x8xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_80 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_80 : tensor<4x8xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_87 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x8xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_91 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_91 : tensor<4x8xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_97 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_97 : tensor<4x8xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_104 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x8xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_108 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_108 : tensor<4x8xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_114 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_114 : tensor<4x8xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_120 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_120 : tensor<4x8xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_126 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_126 : tensor<4x8xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_132 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x8xf32>) outs(%_132 : tensor<4x8xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_137 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x8xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_141 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_141 : tensor<4x8xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_147 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_147 : tensor<4x8xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_153 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_153 : tensor<4x8xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    func.return %_158, %_37, %_68 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":37:1)
  } loc("storylm0_adamw_step.kina":37:1)
  func.func @storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_40 = linalg.matmul ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.matmul ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = linalg.matmul ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.batch_matmul ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = math.exp %_125 : f32
        %_127 = arith.addf %_126, %_out124 : f32
        linalg.yield %_127 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_129 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_128 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_129 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in130: f32, %_in131: f32, %_in132: f32, %_out133: f32):
        %_134 = arith.subf %_in130, %_in131 : f32
        %_135 = math.exp %_134 : f32
        %_136 = arith.divf %_135, %_in132 : f32
        linalg.yield %_136 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_138 = tensor.collapse_shape %_137 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_139 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_140 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_141 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_142 = linalg.fill ins(%_140 : f32) outs(%_141 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_143 = linalg.batch_matmul ins(%_138, %_139 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_142 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_144 = tensor.expand_shape %_143 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_145 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_144 : tensor<1x2x4x2xf32>) outs(%_145 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in146: f32, %_out147: f32):
        linalg.yield %_in146 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_149 = tensor.collapse_shape %_148 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_150 = tensor.expand_shape %_149 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_151 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_152 = tensor.expand_shape %_151 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_153 = tensor.collapse_shape %_150 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_154 = tensor.expand_shape %_153 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_155 = tensor.collapse_shape %_152 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_156 = tensor.expand_shape %_155 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_157 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_158 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_159 = linalg.fill ins(%_157 : f32) outs(%_158 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_160 = linalg.matmul ins(%_154, %_156 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_159 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_161 = tensor.collapse_shape %_160 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_162 = tensor.expand_shape %_161 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_163 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_163 : tensor<1x4x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_171 = tensor.collapse_shape %_168 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_172 = tensor.expand_shape %_171 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_173 = tensor.collapse_shape %_170 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_174 = tensor.expand_shape %_173 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_175 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_176 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_177 = linalg.fill ins(%_175 : f32) outs(%_176 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_178 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_172, %_174 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_177 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_179 = tensor.collapse_shape %_178 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_180 = tensor.expand_shape %_179 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_181 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_182 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_183 = linalg.fill ins(%_181 : f32) outs(%_182 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180 : tensor<1x4x8xf32>) outs(%_183 : tensor<1x4xf32>) {
      ^bb0(%_in184: f32, %_out185: f32):
        %_186 = arith.maximumf %_in184, %_out185 : f32
        linalg.yield %_186 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_188 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_189 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_190 = linalg.fill ins(%_188 : f32) outs(%_189 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180, %_187 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_190 : tensor<1x4xf32>) {
      ^bb0(%_in191: f32, %_in192: f32, %_out193: f32):
        %_194 = arith.subf %_in191, %_in192 : f32
        %_195 = math.exp %_194 : f32
        %_196 = arith.addf %_195, %_out193 : f32
        linalg.yield %_196 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_198 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_180, %_187, %_197 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_198 : tensor<1x4x8xf32>) {
      ^bb0(%_in199: f32, %_in200: f32, %_in201: f32, %_out202: f32):
        %_203 = arith.subf %_in199, %_in200 : f32
        %_204 = math.log %_in201 : f32
        %_205 = arith.subf %_203, %_204 : f32
        linalg.yield %_205 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_207 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_218 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_207 : tensor<1x4xf32>) {
      ^bb0(%_in208: i64, %_out209: f32):
        %_210 = arith.index_cast %_in208 : i64 to index
        %_211 = arith.constant 0 : index
        %_212 = arith.constant 7 : index
        %_213 = arith.maxsi %_210, %_211 : index
        %_214 = arith.minsi %_213, %_212 : index
        %_215 = linalg.index 0 : index
        %_216 = linalg.index 1 : index
        %_217 = tensor.extract %_206[%_215, %_216, %_214] : tensor<1x4x8xf32>
        linalg.yield %_217 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_219 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_220 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_221 = linalg.fill ins(%_219 : i64) outs(%_220 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_221 : tensor<i64>) {
      ^bb0(%_in222: i64, %_out223: i64):
        %_224 = arith.constant 0 : i64
        %_225 = arith.cmpi sge, %_in222, %_224 : i64
        %_226 = arith.constant 7 : i64
        %_227 = arith.cmpi sle, %_in222, %_226 : i64
        %_228 = arith.andi %_225, %_227 : i1
        %_229 = arith.constant 0 : i64
        %_230 = arith.constant 2 : i64
        %_231 = arith.select %_228, %_229, %_230 : i64
        %_232 = arith.maxsi %_out223, %_231 : i64
        linalg.yield %_232 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_234 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_241 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_233 : tensor<i64>, tensor<i64>) outs(%_234 : tensor<i64>) {
      ^bb0(%_in235: i64, %_in236: i64, %_out237: i64):
        %_238 = arith.constant 0 : i64
        %_239 = arith.cmpi ne, %_in235, %_238 : i64
        %_240 = arith.select %_239, %_in235, %_in236 : i64
        linalg.yield %_240 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_242 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_246 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_218 : tensor<1x4xf32>) outs(%_242 : tensor<1x4xf32>) {
      ^bb0(%_in243: f32, %_out244: f32):
        %_245 = arith.negf %_in243 : f32
        linalg.yield %_245 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    func.return %_246, %_241 : tensor<1x4xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_40 = linalg.matmul ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.matmul ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = linalg.matmul ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.batch_matmul ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = math.exp %_125 : f32
        %_127 = arith.addf %_126, %_out124 : f32
        linalg.yield %_127 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_129 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_128 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_129 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in130: f32, %_in131: f32, %_in132: f32, %_out133: f32):
        %_134 = arith.subf %_in130, %_in131 : f32
        %_135 = math.exp %_134 : f32
        %_136 = arith.divf %_135, %_in132 : f32
        linalg.yield %_136 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_138 = tensor.collapse_shape %_137 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_139 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_140 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_141 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_142 = linalg.fill ins(%_140 : f32) outs(%_141 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_143 = linalg.batch_matmul ins(%_138, %_139 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_142 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_144 = tensor.expand_shape %_143 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_145 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_144 : tensor<1x2x4x2xf32>) outs(%_145 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in146: f32, %_out147: f32):
        linalg.yield %_in146 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_149 = tensor.collapse_shape %_148 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_150 = tensor.expand_shape %_149 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_151 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_152 = tensor.expand_shape %_151 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_153 = tensor.collapse_shape %_150 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_154 = tensor.expand_shape %_153 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_155 = tensor.collapse_shape %_152 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_156 = tensor.expand_shape %_155 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_157 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_158 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_159 = linalg.fill ins(%_157 : f32) outs(%_158 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_160 = linalg.matmul ins(%_154, %_156 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_159 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_161 = tensor.collapse_shape %_160 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_162 = tensor.expand_shape %_161 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_163 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_163 : tensor<1x4x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_171 = tensor.collapse_shape %_168 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_172 = tensor.expand_shape %_171 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_173 = tensor.collapse_shape %_170 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_174 = tensor.expand_shape %_173 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_175 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_176 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_177 = linalg.fill ins(%_175 : f32) outs(%_176 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_178 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_172, %_174 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_177 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_179 = tensor.collapse_shape %_178 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_180 = tensor.expand_shape %_179 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_181 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_182 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_183 = linalg.fill ins(%_181 : f32) outs(%_182 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180 : tensor<1x4x8xf32>) outs(%_183 : tensor<1x4xf32>) {
      ^bb0(%_in184: f32, %_out185: f32):
        %_186 = arith.maximumf %_in184, %_out185 : f32
        linalg.yield %_186 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_188 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_189 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_190 = linalg.fill ins(%_188 : f32) outs(%_189 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180, %_187 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_190 : tensor<1x4xf32>) {
      ^bb0(%_in191: f32, %_in192: f32, %_out193: f32):
        %_194 = arith.subf %_in191, %_in192 : f32
        %_195 = math.exp %_194 : f32
        %_196 = arith.addf %_195, %_out193 : f32
        linalg.yield %_196 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_198 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_180, %_187, %_197 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_198 : tensor<1x4x8xf32>) {
      ^bb0(%_in199: f32, %_in200: f32, %_in201: f32, %_out202: f32):
        %_203 = arith.subf %_in199, %_in200 : f32
        %_204 = math.log %_in201 : f32
        %_205 = arith.subf %_203, %_204 : f32
        linalg.yield %_205 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_207 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_218 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_207 : tensor<1x4xf32>) {
      ^bb0(%_in208: i64, %_out209: f32):
        %_210 = arith.index_cast %_in208 : i64 to index
        %_211 = arith.constant 0 : index
        %_212 = arith.constant 7 : index
        %_213 = arith.maxsi %_210, %_211 : index
        %_214 = arith.minsi %_213, %_212 : index
        %_215 = linalg.index 0 : index
        %_216 = linalg.index 1 : index
        %_217 = tensor.extract %_206[%_215, %_216, %_214] : tensor<1x4x8xf32>
        linalg.yield %_217 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_219 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_220 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_221 = linalg.fill ins(%_219 : i64) outs(%_220 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_221 : tensor<i64>) {
      ^bb0(%_in222: i64, %_out223: i64):
        %_224 = arith.constant 0 : i64
        %_225 = arith.cmpi sge, %_in222, %_224 : i64
        %_226 = arith.constant 7 : i64
        %_227 = arith.cmpi sle, %_in222, %_226 : i64
        %_228 = arith.andi %_225, %_227 : i1
        %_229 = arith.constant 0 : i64
        %_230 = arith.constant 4 : i64
        %_231 = arith.select %_228, %_229, %_230 : i64
        %_232 = arith.maxsi %_out223, %_231 : i64
        linalg.yield %_232 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_234 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_241 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_233 : tensor<i64>, tensor<i64>) outs(%_234 : tensor<i64>) {
      ^bb0(%_in235: i64, %_in236: i64, %_out237: i64):
        %_238 = arith.constant 0 : i64
        %_239 = arith.cmpi ne, %_in235, %_238 : i64
        %_240 = arith.select %_239, %_in235, %_in236 : i64
        linalg.yield %_240 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_242 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_246 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_218 : tensor<1x4xf32>) outs(%_242 : tensor<1x4xf32>) {
      ^bb0(%_in243: f32, %_out244: f32):
        %_245 = arith.negf %_in243 : f32
        linalg.yield %_245 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_247 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_adamw_step.kina":55:1)
    %_248 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_252 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_247 : tensor<1x4xf32>) outs(%_248 : tensor<1x4xf32>) {
      ^bb0(%_in249: f32, %_out250: f32):
        %_251 = arith.negf %_in249 : f32
        linalg.yield %_251 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_253 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_252, %targets : tensor<1x4xf32>, tensor<1x4xi64>) outs(%_253 : tensor<1x4x8xf32>) {
      ^bb0(%_in254: f32, %_in255: i64, %_out256: f32):
        %_257 = arith.index_cast %_in255 : i64 to index
        %_258 = linalg.index 2 : index
        %_259 = arith.cmpi eq, %_257, %_258 : index
        %_260 = arith.constant 0x00000000 : f32
        %_261 = arith.select %_259, %_in254, %_260 : f32
        linalg.yield %_261 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_263 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_264 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_265 = linalg.fill ins(%_263 : i64) outs(%_264 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_277 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_265 : tensor<i64>) {
      ^bb0(%_in266: i64, %_out267: i64):
        %_268 = arith.constant 0 : i64
        %_269 = arith.cmpi sge, %_in266, %_268 : i64
        %_270 = arith.constant 7 : i64
        %_271 = arith.cmpi sle, %_in266, %_270 : i64
        %_272 = arith.andi %_269, %_271 : i1
        %_273 = arith.constant 0 : i64
        %_274 = arith.constant 5 : i64
        %_275 = arith.select %_272, %_273, %_274 : i64
        %_276 = arith.maxsi %_out267, %_275 : i64
        linalg.yield %_276 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_278 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_285 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_241, %_277 : tensor<i64>, tensor<i64>) outs(%_278 : tensor<i64>) {
      ^bb0(%_in279: i64, %_in280: i64, %_out281: i64):
        %_282 = arith.constant 0 : i64
        %_283 = arith.cmpi ne, %_in279, %_282 : i64
        %_284 = arith.select %_283, %_in279, %_in280 : i64
        linalg.yield %_284 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_286 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_287 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_288 = linalg.fill ins(%_286 : f32) outs(%_287 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180 : tensor<1x4x8xf32>) outs(%_288 : tensor<1x4xf32>) {
      ^bb0(%_in289: f32, %_out290: f32):
        %_291 = arith.maximumf %_in289, %_out290 : f32
        linalg.yield %_291 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_293 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_294 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_295 = linalg.fill ins(%_293 : f32) outs(%_294 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_180, %_292 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_295 : tensor<1x4xf32>) {
      ^bb0(%_in296: f32, %_in297: f32, %_out298: f32):
        %_299 = arith.subf %_in296, %_in297 : f32
        %_300 = math.exp %_299 : f32
        %_301 = arith.addf %_300, %_out298 : f32
        linalg.yield %_301 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_303 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_180, %_292, %_302 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_303 : tensor<1x4x8xf32>) {
      ^bb0(%_in304: f32, %_in305: f32, %_in306: f32, %_out307: f32):
        %_308 = arith.subf %_in304, %_in305 : f32
        %_309 = math.exp %_308 : f32
        %_310 = arith.divf %_309, %_in306 : f32
        linalg.yield %_310 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_312 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_313 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_314 = linalg.fill ins(%_312 : f32) outs(%_313 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_262 : tensor<1x4x8xf32>) outs(%_314 : tensor<1x4xf32>) {
      ^bb0(%_in315: f32, %_out316: f32):
        %_317 = arith.addf %_in315, %_out316 : f32
        linalg.yield %_317 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_319 = tensor.collapse_shape %_318 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_320 = tensor.expand_shape %_319 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_adamw_step.kina":95:19)
    %_321 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_320 : tensor<1x4x1xf32>) outs(%_321 : tensor<1x4x8xf32>) {
      ^bb0(%_in322: f32, %_out323: f32):
        linalg.yield %_in322 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_325 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_311, %_324 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_325 : tensor<1x4x8xf32>) {
      ^bb0(%_in326: f32, %_in327: f32, %_out328: f32):
        %_329 = arith.mulf %_in326, %_in327 : f32
        linalg.yield %_329 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_331 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_262, %_330 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_331 : tensor<1x4x8xf32>) {
      ^bb0(%_in332: f32, %_in333: f32, %_out334: f32):
        %_335 = arith.subf %_in332, %_in333 : f32
        linalg.yield %_335 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_337 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_170 : tensor<1x4x8xf32>) outs(%_337 : tensor<1x8x4xf32>) {
      ^bb0(%_in338: f32, %_out339: f32):
        linalg.yield %_in338 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_341 = tensor.collapse_shape %_336 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_342 = tensor.expand_shape %_341 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_343 = tensor.collapse_shape %_340 [[0, 1, 2]] : tensor<1x8x4xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_344 = tensor.expand_shape %_343 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_345 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_346 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_347 = linalg.fill ins(%_345 : f32) outs(%_346 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_348 = linalg.matmul ins(%_342, %_344 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%_347 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_349 = tensor.collapse_shape %_348 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_350 = tensor.expand_shape %_349 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_351 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_168 : tensor<1x4x4xf32>) outs(%_351 : tensor<1x4x4xf32>) {
      ^bb0(%_in352: f32, %_out353: f32):
        linalg.yield %_in352 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_355 = tensor.collapse_shape %_354 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_356 = tensor.expand_shape %_355 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_357 = tensor.collapse_shape %_336 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_358 = tensor.expand_shape %_357 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_359 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_360 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_361 = linalg.fill ins(%_359 : f32) outs(%_360 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_362 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_356, %_358 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_361 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_363 = tensor.collapse_shape %_362 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_364 = tensor.expand_shape %_363 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_365 = tensor.collapse_shape %_364 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_366 = tensor.expand_shape %_365 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_367 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_152 : tensor<1x4x4xf32>) outs(%_367 : tensor<1x4x4xf32>) {
      ^bb0(%_in368: f32, %_out369: f32):
        linalg.yield %_in368 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_371 = tensor.collapse_shape %_350 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_372 = tensor.expand_shape %_371 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_373 = tensor.collapse_shape %_370 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_374 = tensor.expand_shape %_373 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_375 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_376 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_377 = linalg.fill ins(%_375 : f32) outs(%_376 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_378 = linalg.matmul ins(%_372, %_374 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_377 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_379 = tensor.collapse_shape %_378 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_380 = tensor.expand_shape %_379 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_381 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_150 : tensor<1x4x4xf32>) outs(%_381 : tensor<1x4x4xf32>) {
      ^bb0(%_in382: f32, %_out383: f32):
        linalg.yield %_in382 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_385 = tensor.collapse_shape %_384 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_386 = tensor.expand_shape %_385 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_387 = tensor.collapse_shape %_350 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_388 = tensor.expand_shape %_387 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_389 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_390 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_391 = linalg.fill ins(%_389 : f32) outs(%_390 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_392 = linalg.matmul ins(%_386, %_388 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_391 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_393 = tensor.collapse_shape %_392 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_394 = tensor.expand_shape %_393 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_395 = tensor.collapse_shape %_394 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_396 = tensor.expand_shape %_395 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_397 = tensor.collapse_shape %_380 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_398 = tensor.expand_shape %_397 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":89:16)
    %_399 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_398 : tensor<1x4x2x2xf32>) outs(%_399 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in400: f32, %_out401: f32):
        linalg.yield %_in400 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_403 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_80 : tensor<1x2x4x2xf32>) outs(%_403 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in404: f32, %_out405: f32):
        linalg.yield %_in404 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_407 = tensor.collapse_shape %_402 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_408 = tensor.collapse_shape %_406 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_409 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_410 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_411 = linalg.fill ins(%_409 : f32) outs(%_410 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_412 = linalg.batch_matmul ins(%_407, %_408 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_411 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_413 = tensor.expand_shape %_412 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_414 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_137 : tensor<1x2x4x4xf32>) outs(%_414 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in415: f32, %_out416: f32):
        linalg.yield %_in415 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_418 = tensor.collapse_shape %_417 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_419 = tensor.collapse_shape %_402 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_420 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_421 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_422 = linalg.fill ins(%_420 : f32) outs(%_421 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_423 = linalg.batch_matmul ins(%_418, %_419 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_422 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_424 = tensor.expand_shape %_423 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_425 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_413, %_137 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_425 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in426: f32, %_in427: f32, %_out428: f32):
        %_429 = arith.mulf %_in426, %_in427 : f32
        linalg.yield %_429 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_431 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_432 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_433 = linalg.fill ins(%_431 : f32) outs(%_432 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_430 : tensor<1x2x4x4xf32>) outs(%_433 : tensor<1x2x4xf32>) {
      ^bb0(%_in434: f32, %_out435: f32):
        %_436 = arith.addf %_in434, %_out435 : f32
        linalg.yield %_436 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_438 = tensor.collapse_shape %_437 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_adamw_step.kina":86:15)
    %_439 = tensor.expand_shape %_438 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_adamw_step.kina":86:15)
    %_440 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_439 : tensor<1x2x4x1xf32>) outs(%_440 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in441: f32, %_out442: f32):
        linalg.yield %_in441 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_444 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_413, %_443 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_444 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in445: f32, %_in446: f32, %_out447: f32):
        %_448 = arith.subf %_in445, %_in446 : f32
        linalg.yield %_448 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_450 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_137, %_449 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_450 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in451: f32, %_in452: f32, %_out453: f32):
        %_454 = arith.mulf %_in451, %_in452 : f32
        linalg.yield %_454 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_456 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":84:14)
    %_457 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_458 = linalg.fill ins(%_456 : f32) outs(%_457 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_455 : tensor<1x2x4x4xf32>) outs(%_458 : tensor<1x4x4xf32>) {
      ^bb0(%_in459: f32, %_out460: f32):
        %_461 = arith.addf %_in459, %_out460 : f32
        linalg.yield %_461 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_463 = tensor.collapse_shape %_462 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":84:14)
    %_464 = tensor.expand_shape %_463 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_465 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_455, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_465 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in466: f32, %_in467: f32, %_out468: f32):
        %_469 = arith.mulf %_in466, %_in467 : f32
        linalg.yield %_469 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_471 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_455, %_91 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_471 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in472: f32, %_in473: f32, %_out474: f32):
        %_475 = arith.mulf %_in472, %_in473 : f32
        linalg.yield %_475 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_477 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":82:15)
    %_478 = tensor.empty() : tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_479 = linalg.fill ins(%_477 : f32) outs(%_478 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%_476 : tensor<1x2x4x4xf32>) outs(%_479 : tensor<1xf32>) {
      ^bb0(%_in480: f32, %_out481: f32):
        %_482 = arith.addf %_in480, %_out481 : f32
        linalg.yield %_482 : f32
      } -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_484 = tensor.expand_shape %_483 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_485 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_84 : tensor<1x2x2x4xf32>) outs(%_485 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in486: f32, %_out487: f32):
        linalg.yield %_in486 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_489 = tensor.collapse_shape %_470 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_490 = tensor.collapse_shape %_488 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_491 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_492 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_493 = linalg.fill ins(%_491 : f32) outs(%_492 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_494 = linalg.batch_matmul ins(%_489, %_490 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_493 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_495 = tensor.expand_shape %_494 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_496 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_68 : tensor<1x2x4x2xf32>) outs(%_496 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in497: f32, %_out498: f32):
        linalg.yield %_in497 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_500 = tensor.collapse_shape %_499 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_501 = tensor.collapse_shape %_470 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_502 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_503 = tensor.empty() : tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_504 = linalg.fill ins(%_502 : f32) outs(%_503 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_505 = linalg.batch_matmul ins(%_500, %_501 : tensor<2x2x4xf32>, tensor<2x4x4xf32>) outs(%_504 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_506 = tensor.expand_shape %_505 [[0, 1], [2], [3]] output_shape [1, 2, 2, 4] : tensor<2x2x4xf32> into tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_507 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_506 : tensor<1x2x2x4xf32>) outs(%_507 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in508: f32, %_out509: f32):
        linalg.yield %_in508 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_511 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_424 : tensor<1x2x4x2xf32>) outs(%_511 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in512: f32, %_out513: f32):
        linalg.yield %_in512 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_515 = tensor.collapse_shape %_514 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_516 = tensor.expand_shape %_515 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":78:12)
    %_517 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_510 : tensor<1x2x4x2xf32>) outs(%_517 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in518: f32, %_out519: f32):
        linalg.yield %_in518 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_521 = tensor.collapse_shape %_520 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_522 = tensor.expand_shape %_521 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":76:12)
    %_523 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_495 : tensor<1x2x4x2xf32>) outs(%_523 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in524: f32, %_out525: f32):
        linalg.yield %_in524 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_527 = tensor.collapse_shape %_526 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_528 = tensor.expand_shape %_527 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":74:12)
    %_529 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_529 : tensor<1x4x4xf32>) {
      ^bb0(%_in530: f32, %_out531: f32):
        linalg.yield %_in530 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_533 = tensor.collapse_shape %_516 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_534 = tensor.expand_shape %_533 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_535 = tensor.collapse_shape %_532 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_536 = tensor.expand_shape %_535 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_537 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_538 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_539 = linalg.fill ins(%_537 : f32) outs(%_538 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_540 = linalg.matmul ins(%_534, %_536 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_539 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_541 = tensor.collapse_shape %_540 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_542 = tensor.expand_shape %_541 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_543 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_543 : tensor<1x4x4xf32>) {
      ^bb0(%_in544: f32, %_out545: f32):
        linalg.yield %_in544 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_547 = tensor.collapse_shape %_546 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_548 = tensor.expand_shape %_547 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_549 = tensor.collapse_shape %_516 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_550 = tensor.expand_shape %_549 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_551 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_552 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_553 = linalg.fill ins(%_551 : f32) outs(%_552 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_554 = linalg.matmul ins(%_548, %_550 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_553 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_555 = tensor.collapse_shape %_554 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_556 = tensor.expand_shape %_555 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_557 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_557 : tensor<1x4x4xf32>) {
      ^bb0(%_in558: f32, %_out559: f32):
        linalg.yield %_in558 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_561 = tensor.collapse_shape %_522 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_562 = tensor.expand_shape %_561 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_563 = tensor.collapse_shape %_560 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_564 = tensor.expand_shape %_563 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_565 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_566 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_567 = linalg.fill ins(%_565 : f32) outs(%_566 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_568 = linalg.matmul ins(%_562, %_564 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_567 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_569 = tensor.collapse_shape %_568 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_570 = tensor.expand_shape %_569 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_571 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_571 : tensor<1x4x4xf32>) {
      ^bb0(%_in572: f32, %_out573: f32):
        linalg.yield %_in572 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_575 = tensor.collapse_shape %_574 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_576 = tensor.expand_shape %_575 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_577 = tensor.collapse_shape %_522 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_578 = tensor.expand_shape %_577 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_579 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_580 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_581 = linalg.fill ins(%_579 : f32) outs(%_580 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_582 = linalg.matmul ins(%_576, %_578 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_581 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_583 = tensor.collapse_shape %_582 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_584 = tensor.expand_shape %_583 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_585 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_585 : tensor<1x4x4xf32>) {
      ^bb0(%_in586: f32, %_out587: f32):
        linalg.yield %_in586 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_589 = tensor.collapse_shape %_528 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_590 = tensor.expand_shape %_589 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_591 = tensor.collapse_shape %_588 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_592 = tensor.expand_shape %_591 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_593 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_594 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_595 = linalg.fill ins(%_593 : f32) outs(%_594 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_596 = linalg.matmul ins(%_590, %_592 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_595 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_597 = tensor.collapse_shape %_596 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_598 = tensor.expand_shape %_597 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_599 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_599 : tensor<1x4x4xf32>) {
      ^bb0(%_in600: f32, %_out601: f32):
        linalg.yield %_in600 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_603 = tensor.collapse_shape %_602 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_604 = tensor.expand_shape %_603 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_605 = tensor.collapse_shape %_528 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_606 = tensor.expand_shape %_605 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_607 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_608 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_609 = linalg.fill ins(%_607 : f32) outs(%_608 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_610 = linalg.matmul ins(%_604, %_606 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_609 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_611 = tensor.collapse_shape %_610 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_612 = tensor.expand_shape %_611 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_613 = tensor.collapse_shape %_556 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_614 = tensor.expand_shape %_613 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_615 = tensor.collapse_shape %_584 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_616 = tensor.expand_shape %_615 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_617 = tensor.collapse_shape %_612 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_618 = tensor.expand_shape %_617 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_619 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_350, %_542 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_619 : tensor<1x4x4xf32>) {
      ^bb0(%_in620: f32, %_in621: f32, %_out622: f32):
        %_623 = arith.addf %_in620, %_in621 : f32
        linalg.yield %_623 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_625 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_624, %_570 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_625 : tensor<1x4x4xf32>) {
      ^bb0(%_in626: f32, %_in627: f32, %_out628: f32):
        %_629 = arith.addf %_in626, %_in627 : f32
        linalg.yield %_629 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_631 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_630, %_598 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_631 : tensor<1x4x4xf32>) {
      ^bb0(%_in632: f32, %_in633: f32, %_out634: f32):
        %_635 = arith.addf %_in632, %_in633 : f32
        linalg.yield %_635 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_637 = tensor.collapse_shape %token_ids [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_adamw_step.kina":67:11)
    %_638 = tensor.collapse_shape %_636 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":67:11)
    %_639 = tensor.expand_shape %_638 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_640 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":67:11)
    %_641 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_642 = linalg.fill ins(%_640 : f32) outs(%_641 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_658 = arith.constant 0 : index loc("storylm0_adamw_step.kina":67:11)
    %_659 = arith.constant 1 : index loc("storylm0_adamw_step.kina":67:11)
    %_660 = arith.constant 4 : index loc("storylm0_adamw_step.kina":67:11)
    %_661 = arith.constant 8 : index loc("storylm0_adamw_step.kina":67:11)
    %_662 = scf.for %_643 = %_658 to %_660 step %_659 iter_args(%_644 = %_642) -> (tensor<8x4xf32>) {
          %_645 = tensor.extract %_637[%_643] : tensor<4xi64>
          %_646 = arith.index_cast %_645 : i64 to index
          %_647 = arith.cmpi sge, %_646, %_658 : index
          %_648 = arith.cmpi slt, %_646, %_661 : index
          %_649 = arith.andi %_647, %_648 : i1
          %_650 = scf.if %_649 -> (tensor<8x4xf32>) {
            %_651 = tensor.extract_slice %_644[%_646, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
            %_652 = tensor.extract_slice %_639[%_643, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
            %_654 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_652 : tensor<1x4xf32>) outs(%_651 : tensor<1x4xf32>) {
            ^bb0(%_656: f32, %_657: f32):
              %_653 = arith.addf %_657, %_656 : f32
              linalg.yield %_653 : f32
            } -> tensor<1x4xf32>
            %_655 = tensor.insert_slice %_654 into %_644[%_646, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
            scf.yield %_655 : tensor<8x4xf32>
          } else {
            scf.yield %_644 : tensor<8x4xf32>
          }
          scf.yield %_650 : tensor<8x4xf32>
        } loc("storylm0_adamw_step.kina":67:11)
    %_663 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_664 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_665 = linalg.fill ins(%_663 : i64) outs(%_664 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_665 : tensor<i64>) {
      ^bb0(%_in666: i64, %_out667: i64):
        %_668 = arith.constant 0 : i64
        %_669 = arith.cmpi sge, %_in666, %_668 : i64
        %_670 = arith.constant 7 : i64
        %_671 = arith.cmpi sle, %_in666, %_670 : i64
        %_672 = arith.andi %_669, %_671 : i1
        %_673 = arith.constant 0 : i64
        %_674 = arith.constant 6 : i64
        %_675 = arith.select %_672, %_673, %_674 : i64
        %_676 = arith.maxsi %_out667, %_675 : i64
        linalg.yield %_676 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_678 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_685 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_285, %_677 : tensor<i64>, tensor<i64>) outs(%_678 : tensor<i64>) {
      ^bb0(%_in679: i64, %_in680: i64, %_out681: i64):
        %_682 = arith.constant 0 : i64
        %_683 = arith.cmpi ne, %_in679, %_682 : i64
        %_684 = arith.select %_683, %_in679, %_in680 : i64
        linalg.yield %_684 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    func.return %_246, %_662, %_464, %_484, %_618, %_616, %_614, %_396, %_366, %_685 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":130:5)
    %_call2:3 = func.call @adamw_8x4(%token_embedding, %_call1#1, %m_emb, %v_emb, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) loc("storylm0_adamw_step.kina":134:44)
    %_call3:3 = func.call @adamw_4x4(%wq, %_call1#4, %m_wq, %v_wq, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":135:41)
    %_call4:3 = func.call @adamw_4x4(%wk, %_call1#5, %m_wk, %v_wk, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":136:41)
    %_call5:3 = func.call @adamw_4x4(%wv, %_call1#6, %m_wv, %v_wv, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":137:41)
    %_call6:3 = func.call @adamw_4x4(%wo, %_call1#7, %m_wo, %v_wo, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":138:41)
    %_call7:3 = func.call @adamw_4x8(%lm_head, %_call1#8, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":139:41)
    func.return %_call1#0, %_call2#0, %_call2#1, %_call2#2, %_call3#0, %_call3#1, %_call3#2, %_call4#0, %_call4#1, %_call4#2, %_call5#0, %_call5#1, %_call5#2, %_call6#0, %_call6#1, %_call6#2, %_call7#0, %_call7#1, %_call7#2, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":101:1)
  } loc("storylm0_adamw_step.kina":101:1)
  func.func @main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:20 = func.call @step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %m_emb, %v_emb, %m_wq, %v_wq, %m_wk, %v_wk, %m_wv, %v_wv, %m_wo, %v_wo, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":171:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7, %_call1#8, %_call1#9, %_call1#10, %_call1#11, %_call1#12, %_call1#13, %_call1#14, %_call1#15, %_call1#16, %_call1#17, %_call1#18, %_call1#19 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":143:1)
  } loc("storylm0_adamw_step.kina":143:1)
}
